# Kenji — NEO spectroscopy & planetary defence
export ATLAS_FP_TOKEN={{hex40:atlas-forced-photometry-token}}
export LASAIR_TOKEN={{hex40:lasair-api-token}}
export LCO_TOKEN={{hex40:lco-api-token}}
export NASA_API_KEY={{random40:nasa-api-key}}
# DEMO_KEY works for 30 requests/hour: export NASA_API_KEY=DEMO_KEY
export ASTROMETRY_NET_KEY={{alpha16_app:astrometry-net-api-key}}
export TNS_BOT_ID=187311
export TNS_BOT_NAME=oyster_neo_bot
export TNS_API_KEY={{hex40:tns-bot-api-key}}
