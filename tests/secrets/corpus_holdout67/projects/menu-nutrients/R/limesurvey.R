# LimeSurvey RemoteControl 2 (JSON-RPC) through limer
library(limer)
options(lime_api = "https://encuestas.chaffinch.example.es/index.php/admin/remotecontrol")
options(lime_username = "cvidal")
options(lime_password = "{{password:limesurvey-password}}")
get_session_key()
