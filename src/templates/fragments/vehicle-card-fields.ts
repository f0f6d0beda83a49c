import { graphql } from "gatsby";

// The fields a vehicle card needs. The photo arguments must equal CARD_IMAGE_ARGS (src/lib/inventory/card-image-args.ts).
export const vehicleCardFields = graphql`
  fragment VehicleCardFields on Vehicle {
    id
    path
    stockNumber
    vin
    year
    make
    model
    trim
    price
    priceReduction {
      amount
      on
    }
    mileage
    badges
    status
    lotName
    mainPhoto {
      image {
        childImageSharp {
          gatsbyImageData(
            layout: CONSTRAINED
            width: 640
            height: 480
            outputPixelDensities: [0.5, 0.75, 1, 1.25, 1.5]
            placeholder: NONE
          )
        }
      }
    }
  }
`;
