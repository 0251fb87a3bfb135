library(rebird)
library(dplyr)
# EBIRD_KEY is read from ~/.Renviron by rebird
obs <- ebirdregion("NO-54", back = 30)
obs |> count(comName, sort = TRUE) |> head(20)
