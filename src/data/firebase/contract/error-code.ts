/** The `code` of a Firebase error (FirestoreError, StorageError, AuthError, FunctionsError), if any. */
export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}
