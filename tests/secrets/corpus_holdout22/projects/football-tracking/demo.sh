#!/bin/bash
# Show the tracking demo to the club analysts from the GPU node.
ngrok config add-authtoken {{ngrok}}
streamlit run app/demo.py --server.port 8501 &
ngrok http 8501 --url=plover-tracking.ngrok.app
