#!/bin/bash
# move the old Zimbra-era mailbox of the SOC shared account to mailcow
imapsync \
  --host1 old-mail.shoveler.example.za --user1 soc@shoveler.example.za \
  --password1 '{{password:imap-password}}' \
  --host2 mail.shoveler.example.za --user2 soc@shoveler.example.za \
  --password2 '{{password:imap-password}}' \
  --ssl1 --ssl2 --automap --syncinternaldates
