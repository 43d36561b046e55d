// The schema as one object for Drizzle's relational queries and drizzle-kit; tables live per domain.
export * from './accounts';
export * from './audit';
export * from './auth';
export * from './companies';
export * from './ledger';
export * from './onboarding';
export * from './platform';
export * from './telegram';
export * from './users';
