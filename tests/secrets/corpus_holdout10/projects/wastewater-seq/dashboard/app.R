library(shiny)
library(DBI)
library(arcgislayers)

con <- dbConnect(
  RPostgres::Postgres(),
  host = "dbhost.dunlin.example.edu",
  dbname = "wastewater",
  user = "wwdash",
  password = "{{password:postgres-password}}"
)

# Sewersheds layer on ArcGIS Online (item 8c2f4e1a9b0d47c3a6e5f1b2d3c4a5e6, public).
token <- Sys.getenv("ARCGIS_API_KEY")
sewersheds <- arc_open(
  "https://services3.arcgis.com/Dunlin/arcgis/rest/services/Sewersheds/FeatureServer/0",
  token = token
)

ui <- fluidPage(titlePanel("SARS-CoV-2 and influenza in wastewater"), plotOutput("trend"))
server <- function(input, output) {
  output$trend <- renderPlot(plot_lineages(dbGetQuery(con, "SELECT * FROM freyja_summary")))
}
shinyApp(ui, server)
