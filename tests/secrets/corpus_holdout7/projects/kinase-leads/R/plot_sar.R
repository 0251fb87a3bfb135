library(DBI)
library(ggplot2)
# password from ~/.pgpass
con <- dbConnect(RPostgres::Postgres(), host = "chemdb.avocet.example.edu",
                 dbname = "kinase", user = Sys.getenv("USER"))
sar <- dbGetQuery(con, "select scaffold, pic50 from sar_view where target = 'CHEMBL203'")
ggplot(sar, aes(scaffold, pic50)) + geom_boxplot() + coord_flip()
ggsave("figures/egfr_sar.pdf", width = 7, height = 9)
