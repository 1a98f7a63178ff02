// Generated pictures as other services name them in their answers.
export {
  PRODUCT_IMAGE_SIZES,
  experienceImageSizes,
  generatedImageUrl,
  productImageSizes,
  snapshotImageSizes,
  type SizedUrl,
} from './generated-art.ts';
