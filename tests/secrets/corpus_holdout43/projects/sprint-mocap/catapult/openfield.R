# GPS/IMU sprint efforts from Catapult OpenField Cloud (catapultR)
library(catapultR)

token <- ofCloudCreateToken(
  sToken = "{{catapult_token}}",
  sRegion = Sys.getenv("CATAPULT_REGION", "eu")
)
acts <- ofCloudGetActivities(token)
# activity ids look like 5b0f2c4e-1a3d-4e6f-8b9c-0d2e4f6a8c1b; the athlete ids likewise
efforts <- ofCloudGetAthleteSensorDataInActivity(token, acts$id[1], parameters = c("ts", "v", "a"))
saveRDS(efforts, "catapult/efforts_2024-11.rds")
