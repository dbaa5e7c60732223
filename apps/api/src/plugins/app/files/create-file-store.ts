import path from 'node:path';
import { diskFileStore } from './disk-store';
import type { FileStore } from './file-store';
import { postgresFileStore } from './postgres-store';

/** The FileStore that FILE_STORE names. */
export function createFileStore(config: {
  FILE_STORE: 'disk' | 'postgres';
  DATA_DIR: string;
}): FileStore {
  return config.FILE_STORE === 'postgres'
    ? postgresFileStore()
    : diskFileStore(path.join(config.DATA_DIR, 'files'));
}
