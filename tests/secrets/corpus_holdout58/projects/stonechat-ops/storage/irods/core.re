# Stonechat policy: checksum on put, replicate project data to the tape resource nightly
acPostProcForPut {
    msiDataObjChksum($objPath, "forceChksum=", *chksum);
    writeLine("serverLog", "checksum $objPath *chksum");
}
acSetRescSchemeForCreate { msiSetDefaultResc("lustreResc", "forced"); }
# example checksum stored: sha2:LCa0a2j/xo/5m0U8HTBBNBNCLXBkg7+g+YpeiGJm564=
