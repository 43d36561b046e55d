// The schema as one object for Drizzle's relational queries and drizzle-kit; tables live per domain.
export * from './auth';
export * from './companies';
export * from './platform';
export * from './users';
