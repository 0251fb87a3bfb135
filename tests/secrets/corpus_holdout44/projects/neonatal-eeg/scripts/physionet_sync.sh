#!/bin/bash
# credentialed PhysioNet project (I-CARE), needs the signed DUA; password via ~/.netrc
wget -r -N -c -np --netrc https://physionet.org/files/i-care/2.1/
# docs example for the flag: wget --user USERNAME --password PASSWORD ...
