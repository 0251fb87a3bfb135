import requests

# Alpha Vantage API key (free tier, personal)
av = "{{alnum32:named-secret}}"
query = {"function": "GLOBAL_QUOTE", "symbol": "NVDA", "apikey": av}
quote = requests.get("https://www.alphavantage.co/query", params=query).json()
