library(elevatr)
library(terra)

# key comes from ~/.Renviron (OPENTOPO_KEY); set_opentopo_key() only once
# elevatr::set_opentopo_key("{{hex32:opentopography-api-key}}")
aoi <- vect("data/pintados_aoi.gpkg")
cop <- get_elev_raster(sf::st_as_sf(aoi), src = "gl1", neg_to_na = TRUE)
lidar <- rast("out/dtm/pintados_dtm_0p5.tif")
d <- resample(lidar, rast(cop)) - rast(cop)
writeRaster(d, "out/diff_lidar_minus_srtm.tif", overwrite = TRUE)
# sha256 of the last good run: 6d2c7f5e0b4a8e1f9c3d2a7b6e5f4c3d2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e
