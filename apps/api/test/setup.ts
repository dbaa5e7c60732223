import { beforeEach } from 'vitest';
import { resetDatabase, testDatabase } from './helpers/test-app';

beforeEach(async () => {
  await resetDatabase(await testDatabase());
});
