import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// waitFor and findBy* give up after 1 s by default; on a loaded CI machine a lazy chunk or a query's first answer
// can take longer, and the test then fails for the machine, not the product.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// Files share one module registry (isolate: false). A file that mocks a module (vi.mock of the api client) would
// otherwise leave every module that imported the mock bound to it for the files after it in the same worker.
afterAll(() => vi.resetModules());
