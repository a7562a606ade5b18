/** Cloud Storage security rules: compile `storage.rules`, then authorize object requests. */
export { compileStorageRules } from './compileStorageRules';
export type {
  AuthorizeResult,
  StorageAuthorizeRequest,
  StorageCompileResult,
  StorageMethod,
  StorageObject,
  StorageRuleset,
} from './api';
