% Push the identified frequencies and a drift flag to the public ThingSpeak channel.
load(latest_file('results/modal_*.mat'), 'fn');
drift = abs(fn(1) - 2.417) / 2.417 > 0.05;
thingSpeakWrite(2318461, [fn(1) fn(2) double(drift)], 'WriteKey', '{{upper16:thingspeak-write-key}}');
