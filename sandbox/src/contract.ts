/** The platform contract (zod schemas and types), shared with the front-end clients. */
export * from '@cabinet/shared/contract';
