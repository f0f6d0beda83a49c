import { graphql } from "gatsby";

// The fields a vehicle card needs. The photo is the first photo's `card` (src/lib/images/photo-sizes.ts
// CARD_PHOTO), selected as the build's own queries select it (card-data.ts CARD_PHOTO_SELECTION; a test checks).
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
        childVehiclePhotoImage {
          card
        }
      }
    }
  }
`;
