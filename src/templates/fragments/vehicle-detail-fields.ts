import { graphql } from "gatsby";

// Every field a vehicle page reads. Written by the build from the Vehicle type, which is generated from the
// vehicle's declaration (src/lib/content/vehicle-schema.ts): do not edit.
export const vehicleDetailFields = graphql`
  fragment VehicleDetailFields on Vehicle {
    id
    vin
    stockNumber
    slug
    path
    location
    lot {
      ...SiteLocationFields
    }
    lotName
    year
    make
    model
    trim
    bodyStyle
    mileage
    price
    vehiclePrice
    priceReduction {
      amount
      on
    }
    exteriorColor
    interiorColor
    transmission
    drivetrain
    fuelType
    engine
    mpgCity
    mpgHighway
    keys
    features
    description {
      ...LocalizedTextFields
    }
    video {
      host
      watchUrl
      embedUrl
      file {
        publicURL
      }
    }
    badges
    status
    dateInStock
    warranty {
      type
      coverage
      laborPercent
      partsPercent
      systemsCovered
      otherSystems {
        name
        nameEs
      }
      duration {
        days
        months
        miles
      }
    }
  }
`;
