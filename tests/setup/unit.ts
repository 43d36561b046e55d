import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor and findBy* give up after 1 s by default; on a loaded CI machine a lazy chunk or a query's first answer
// can take longer, and the test then fails for the machine, not the product.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
