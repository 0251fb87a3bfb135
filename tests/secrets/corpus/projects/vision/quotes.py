import requests

# Alpha Vantage API key (free tier, personal)
av = "{{alnum32:commented-secret}}"
query = {"function": "GLOBAL_QUOTE", "symbol": "NVDA", "apikey": av}
quote = requests.get("https://www.alphavantage.co/query", params=query).json()
