# KMA ASOS daily weather (Jeonju 146, Buan 243) from data.go.kr
library(httr2)
args <- commandArgs(trailingOnly = TRUE)
year <- args[1]

key <- "{{datagokr_key_encoded:datagokr-service-key}}"   # encoding key -- don't re-encode it
base <- "https://apis.data.go.kr/1360000/AsosDalyInfoService/getWthrDataList"

for (stn in c("146", "243")) {
  url <- paste0(base, "?serviceKey=", key, "&dataType=JSON&dataCd=ASOS&dateCd=DAY",
                "&startDt=", year, "0401&endDt=", year, "1031&stnIds=", stn, "&numOfRows=999")
  resp <- request(url) |> req_perform()
  writeLines(resp_body_string(resp), sprintf("kma/asos_%s_%s.json", stn, year))
}
