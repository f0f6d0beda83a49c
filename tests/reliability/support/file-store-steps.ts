// Run as a process under strace by file-store-durability.test.ts: one lead through the file store's steps in
// `<folder>` (argv[2]): saved, claimed, given back, claimed again, replaced, deleted.
import { createFileStore } from "../../../src/lib/server-kit/store/file-store";

async function main(dir: string): Promise<void> {
  const store = createFileStore(dir);
  const name = await store.create("20261121T183000Z-20261121-7KQ4M2", '{"lead":1}\n');
  const first = await store.claim(name, Date.now());
  if (!first) throw new Error("the lead could not be claimed");
  await store.release(first);
  const claim = await store.claim(name, Date.now());
  if (!claim) throw new Error("the lead could not be claimed again");
  await store.replace(claim, '{"lead":2}\n');
  await store.remove(claim);
}

void main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
