import sharp from 'sharp'

/**
 * A logo as a phone's photo of one is, 600 × 400 pixels: noise does not compress, so the PNG stays
 * large (about 0.7 MB) and drawing it costs a backend real work (0.6 s of a core for Seedling's
 * server).
 */
export const photoLikeLogo = () =>
  sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: '#2f855a',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .png()
    .toBuffer()
