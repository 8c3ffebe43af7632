// A picture for Chromium's fake camera (`--use-file-for-fake-video-capture`):
// the PNG of a QR code the app drew, centred on white, as Y4M frames (grey
// levels; the camera loops them at 10 frames a second), 640×480 unless asked
// otherwise. Used by the camera's browser tests and by scripts/bench-scan.mjs
// and scripts/rehearse-class.mjs.

/** The Y4M of `png`, drawn `side` pixels wide, rendered in a blank page of
 * `page`'s context. Options: `width` and `height` of the picture; `dark`
 * and `light`, the greys black and white become (glare: `{ dark: 80,
 * light: 190 }` halves the contrast); `smooth`, the code scaled as a lens
 * would (averaged) rather than pixel by pixel; `held`, the number of
 * frames, each with the code moved by up to a pixel and turned by up to a
 * tenth of a degree, as a hand holding the camera moves it (1: a still
 * picture). */
export async function y4mOfCode(page, png, side, { width = 640, height = 480, dark = 0, light = 255, smooth = false, held = 1 } = {}) {
  const blank = await page.context().newPage();
  await blank.setContent(`<canvas width="${width}" height="${height}"></canvas>`);
  const frames = await blank.evaluate(async ([src, side, width, height, dark, light, smooth, held]) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const ctx = document.querySelector('canvas').getContext('2d');
    const out = [];
    for (let k = 0; k < held; k++) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      ctx.imageSmoothingEnabled = smooth;
      ctx.imageSmoothingQuality = 'high';
      const [dx, dy, turn] = k === 0 ? [0, 0, 0] : [Math.sin(k * 1.7), Math.cos(k * 2.3), (0.1 * Math.PI / 180) * Math.sin(k)];
      ctx.translate(Math.round(width / 2) + dx, Math.round(height / 2) + dy);
      ctx.rotate(turn);
      ctx.drawImage(img, -Math.round(side / 2), -Math.round(side / 2), side, side);
      const { data } = ctx.getImageData(0, 0, width, height);
      const y = new Uint8Array(width * height);
      for (let i = 0; i < y.length; i++) {
        const g = 0.299 * data[4 * i] + 0.587 * data[4 * i + 1] + 0.114 * data[4 * i + 2];
        y[i] = Math.round(dark + (light - dark) * g / 255);
      }
      // As base64: a plain array of a 1280×720 frame's numbers is slow to pass.
      let text = '';
      for (let i = 0; i < y.length; i += 0x8000) text += String.fromCharCode(...y.subarray(i, i + 0x8000));
      out.push(btoa(text));
    }
    return out;
  }, [`data:image/png;base64,${png.toString('base64')}`, side, width, height, dark, light, smooth, held]);
  await blank.close();
  const chroma = Buffer.alloc(2 * (width / 2) * (height / 2), 128);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...frames.flatMap((y) => [Buffer.from('FRAME\n'), Buffer.from(y, 'base64'), chroma]),
  ]);
}
