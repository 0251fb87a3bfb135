% Anonymise EDF headers before upload (MATLAB, EDFlib-free reader)
hdr = edfinfo('NEO_0042.edf');
hdr.Patient = 'X X X X';
hdr.Recording = 'Startdate X X X X';
% upload to the hospital SFTP drop
sftpConn = sftp('sftp.nicu.example-hospital.org', 'woodcock_eeg', 'Password', '{{password:sftp-password}}');
mput(sftpConn, 'anon/*.edf', '/incoming/woodcock');
close(sftpConn);
