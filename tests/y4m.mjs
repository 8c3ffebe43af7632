// A picture for Chromium's fake camera (`--use-file-for-fake-video-capture`):
// the PNG of a QR code the app drew, centred on white, as one 640×480 Y4M
// frame (grey levels; the camera loops it). Used by the camera's browser
// test and by scripts/bench-scan.mjs and scripts/rehearse-class.mjs.

/** The Y4M of `png`, drawn `side` pixels wide, rendered in a blank page of `page`'s context. */
export async function y4mOfCode(page, png, side) {
  const blank = await page.context().newPage();
  await blank.setContent('<canvas width="640" height="480"></canvas>');
  const grey = await blank.evaluate(async ([src, side]) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const ctx = document.querySelector('canvas').getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 640, 480);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, (640 - side) / 2, (480 - side) / 2, side, side);
    const { data } = ctx.getImageData(0, 0, 640, 480);
    const y = new Array(640 * 480);
    for (let i = 0; i < y.length; i++) y[i] = Math.round(0.299 * data[4 * i] + 0.587 * data[4 * i + 1] + 0.114 * data[4 * i + 2]);
    return y;
  }, [`data:image/png;base64,${png.toString('base64')}`, side]);
  await blank.close();
  const header = Buffer.from('YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\nFRAME\n');
  return Buffer.concat([header, Buffer.from(grey), Buffer.alloc(2 * 320 * 240, 128)]);
}
