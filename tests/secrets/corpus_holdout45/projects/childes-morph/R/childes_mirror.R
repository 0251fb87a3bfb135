# Queries against our local mirror of childes-db (2021.1) instead of the public server.
library(childesr)
library(dplyr)

mirror <- list(host = "db02.jacana.example.org",
               dbname = "childesdb_2021_1",
               user = "childes_mirror",
               password = "{{password:mysql-password}}")

utts <- get_utterances(collection = "Eng-NA", corpus = "Brown",
                       target_child = c("Adam", "Eve", "Sarah"),
                       db_args = mirror)
mlu <- utts |>
  group_by(target_child_name, target_child_age) |>
  summarise(mlu_m = mean(num_morphemes, na.rm = TRUE), .groups = "drop")
write.csv(mlu, "data/brown_mlu.csv", row.names = FALSE)
