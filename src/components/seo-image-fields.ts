import { graphql } from "gatsby";

/**
 * The share image of a photo: a 1200 px wide JPEG, the same file the marketplace feeds link to. Use it on
 * a `File` (`photos { image { ...SeoImageFields } }`) and pass `childImageSharp.resize` to `<Seo image>`.
 */
export const seoImageFields = graphql`
  fragment SeoImageFields on File {
    childImageSharp {
      resize(width: 1200, quality: 80, toFormat: JPG) {
        src
        width
        height
      }
    }
  }
`;
