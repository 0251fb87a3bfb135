library(elevatr)
library(terra)

elevatr::set_opentopo_key("{{hex32:opentopography-api-key}}")
aoi <- data.frame(x = c(-9.75, -9.45), y = c(30.25, 30.55))
dem <- get_elev_raster(aoi, prj = "EPSG:4326", src = "gl1", clip = "bbox")
writeRaster(rast(dem), "topo/srtm_agadir.tif", overwrite = TRUE)
