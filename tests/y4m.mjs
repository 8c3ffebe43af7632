// A picture for Chromium's fake camera (`--use-file-for-fake-video-capture`):
// the PNG of a QR code the app drew, centred on white, as one Y4M frame
// (grey levels; the camera loops it), 640×480 unless asked otherwise. Used
// by the camera's browser tests and by scripts/bench-scan.mjs and
// scripts/rehearse-class.mjs.

/** The Y4M of `png`, drawn `side` pixels wide, rendered in a blank page of
 * `page`'s context. Options: `width` and `height` of the picture; `dark`
 * and `light`, the greys black and white become (glare: `{ dark: 80,
 * light: 190 }` halves the contrast); `smooth`, the code scaled as a lens
 * would (averaged) rather than pixel by pixel. */
export async function y4mOfCode(page, png, side, { width = 640, height = 480, dark = 0, light = 255, smooth = false } = {}) {
  const blank = await page.context().newPage();
  await blank.setContent(`<canvas width="${width}" height="${height}"></canvas>`);
  const grey = await blank.evaluate(async ([src, side, width, height, dark, light, smooth]) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const ctx = document.querySelector('canvas').getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingEnabled = smooth;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(img, Math.round((width - side) / 2), Math.round((height - side) / 2), side, side);
    const { data } = ctx.getImageData(0, 0, width, height);
    const y = new Array(width * height);
    for (let i = 0; i < y.length; i++) {
      const g = 0.299 * data[4 * i] + 0.587 * data[4 * i + 1] + 0.114 * data[4 * i + 2];
      y[i] = Math.round(dark + (light - dark) * g / 255);
    }
    return y;
  }, [`data:image/png;base64,${png.toString('base64')}`, side, width, height, dark, light, smooth]);
  await blank.close();
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  return Buffer.concat([header, Buffer.from(grey), Buffer.alloc(2 * (width / 2) * (height / 2), 128)]);
}
