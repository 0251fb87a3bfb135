library(rgee)
library(terra)
# ee_Initialize(user = "s.wangmo@killdeer.example.org", drive = TRUE)
ee_Initialize(service_account = "khumbu-runner@ee-debris-glaciers.iam.gserviceaccount.com",
              credentials = "~/projects/debris-glacier/config/ee-service-account.json")
# ERA5-Land via ecmwfr
library(ecmwfr)
wf_set_key(key = "{{uuid:cds-api-key}}")
req <- list(dataset_short_name = "reanalysis-era5-land", variable = "2m_temperature",
            year = "2023", area = c(28.2, 86.5, 27.8, 87.0), target = "t2m_khumbu.nc")
