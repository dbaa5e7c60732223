import { beforeEach } from 'vitest';
import { resetDatabase, testDatabase } from './helpers';

beforeEach(async () => {
  await resetDatabase(await testDatabase());
});
