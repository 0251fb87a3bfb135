% Pull the last week of soil data from ThingSpeak and compare with the EC footprint
channelID = 2481907;
readKey = '{{upper16:thingspeak-read-api-key}}';
[data, t] = thingSpeakRead(channelID, 'Fields', [1 2], 'NumDays', 7, 'ReadKey', readKey);
% thingSpeakWrite(17504, 2.3, 'WriteKey', '23ZLGOBBU9TWHG2H')   % doc example, channel 17504 isn't ours
plot(t, data(:,2)); ylabel('water table depth (m)');
