// Preloaded (`node --require`) into an API process under test: while the file named by FULL_DISK_FLAG exists, every
// write that would make a file in the folder FULL_DISK_DIR longer fails with ENOSPC, as when that disk is full
// (writes inside a file's present length, such as PostgreSQL's preallocated WAL segments, still succeed, as they do
// there). Linux only (it finds a descriptor's file in /proc). Not part of the product.
const fs = require("node:fs");
const { syncBuiltinESMExports } = require("node:module");

const flag = process.env.FULL_DISK_FLAG;
const folder = process.env.FULL_DISK_DIR;
if (flag && folder) {
  const { writeSync, ftruncateSync } = fs;
  const full = () => fs.existsSync(flag);
  const noSpace = () =>
    Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });
  const sizeOf = (fd) => {
    try {
      const stats = fs.fstatSync(fd);
      if (!stats.isFile() || !fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(folder)) return null;
      return stats.size;
    } catch {
      return null;
    }
  };
  fs.writeSync = function (fd, buffer, ...rest) {
    if (full()) {
      const size = sizeOf(fd);
      if (size !== null) {
        // writeSync(fd, buffer, offset, length, position) or writeSync(fd, string, position, encoding)
        const length =
          typeof buffer === "string" ? Buffer.byteLength(buffer) : (rest[1] ?? buffer.byteLength - (rest[0] ?? 0));
        const position = typeof buffer === "string" ? rest[0] : rest[2];
        const end = (typeof position === "number" ? position : size) + length;
        if (end > size) throw noSpace();
      }
    }
    return writeSync.call(this, fd, buffer, ...rest);
  };
  fs.ftruncateSync = function (fd, length = 0) {
    if (full()) {
      const size = sizeOf(fd);
      if (size !== null && length > size) throw noSpace();
    }
    return ftruncateSync.call(this, fd, length);
  };
  syncBuiltinESMExports();
}
