# recipe-level cross-check against Spoonacular's analyzer (free tier, 150 points/day)
library(httr2)
spoon_key <- "{{hex32:spoonacular-api-key}}"
analyze <- function(title, ingredients) {
  request("https://api.spoonacular.com/recipes/analyze") |>
    req_url_query(apiKey = spoon_key, language = "es", includeNutrition = "true") |>
    req_body_json(list(title = title, servings = 1, ingredients = ingredients)) |>
    req_perform() |> resp_body_json()
}
