@echo off
REM Import the week's MRM runs and push to Panorama (Windows acquisition PC)
set SKY="C:\Program Files\Skyline\SkylineCmd.exe"
set DOC=D:\assays\plasma_mrm_v3.sky
%SKY% --in=%DOC% --import-all=D:\raw\mrm\%1 --import-naming-pattern="_(S\d+)_" --save
REM password is Zanele's Panorama login; TODO switch to the apikey once Skyline 24.2 is installed
%SKY% --in=%DOC% --panorama-server=https://panorama.redpoll.example.za --panorama-username=zanele.ndlovu@redpoll.example.za --panorama-password="{{password:panorama-password}}" --panorama-folder=/Redpoll/PlasmaMRM/
