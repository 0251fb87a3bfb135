# Field recording forms (KoboToolbox, humanitarian server) to the Arches import folder
library(robotoolbox)

kobo_setup(
  url = "https://kf.kobotoolbox.org",
  token = "{{hex40:kobotoolbox-api-token}}"
)

asset <- kobo_asset("aYq7Rk3XbP9sLm2cVw8TnD")   # the form's uid, not a secret
finds <- kobo_data(asset)
write.csv(finds, "field/exports/finds.csv", row.names = FALSE)
