betteruptime_api_token = "{{alnum24:betterstack-api-token}}"
