// The little of the wasm binary format that the build hooks edit: LEB128
// numbers, names, and the module's sections (id, body) in order.
export const readLeb = (b, i) => {
  let value = 0, shift = 0, byte;
  do {
    byte = b[i++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, i];
};

export const leb = (n) => {
  const out = [];
  do {
    let byte = n & 0x7f;
    n = Math.floor(n / 128);
    if (n) byte |= 0x80;
    out.push(byte);
  } while (n);
  return Buffer.from(out);
};

/** A name at `i`: [the name, where what follows it starts]. */
export const readName = (b, i) => {
  const [len, at] = readLeb(b, i);
  return [b.subarray(at, at + len).toString('utf8'), at + len];
};

export const name = (s) => {
  const bytes = Buffer.from(s, 'utf8');
  return Buffer.concat([leb(bytes.length), bytes]);
};

/** The sections of `wasm`, after its 8-byte header: [{ id, body }]. */
export const sections = (wasm) => {
  const out = [];
  for (let i = 8; i < wasm.length;) {
    const id = wasm[i];
    const [size, start] = readLeb(wasm, i + 1);
    out.push({ id, body: wasm.subarray(start, start + size) });
    i = start + size;
  }
  return out;
};

/** A module of `header` (the first 8 bytes) and `parts` ({ id, body }). */
export const assemble = (header, parts) =>
  Buffer.concat([header, ...parts.flatMap(({ id, body }) => [Buffer.from([id]), leb(body.length), body])]);
