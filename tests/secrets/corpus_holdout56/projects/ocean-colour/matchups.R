library(ncdf4)
library(CopernicusMarine)
# cms_login() reads options; set them for this session only
options(CopernicusMarine_uid = "kmensah1")
options(CopernicusMarine_pwd = "{{password:copernicus-marine-password}}")
cms_login()
sst <- nc_open("mur/20230601090000-JPL-L4_GHRSST-SSTfnd-MUR-GLOB-v02.0-fv04.1.nc")
