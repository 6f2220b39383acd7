/**
 * What the pre-departure briefing (issue 27) says of each demo package: where and when the group
 * meets on day 1 (India time, 24-hour) and what the weather is like, by the package's slug.
 */
type SeedBriefing = { meeting_point: string; meeting_time: string; weather_notes: string };

const leh: SeedBriefing = {
  meeting_point: "Arrivals hall, Kushok Bakula Rimpochee Airport, Leh (IXL): look for the Safarnama placard",
  meeting_time: "09:00",
  weather_notes:
    "Leh is at 3,500 m: days of 20–28 °C in summer, nights near 5 °C, and below freezing at Khardung La, Chang La and the lakes. The sun is fierce at altitude; afternoon wind is common. Rest fully on day 1.",
};
const meghalaya: SeedBriefing = {
  meeting_point: "Arrivals exit, Lokpriya Gopinath Bordoloi Airport, Guwahati (GAU)",
  meeting_time: "11:00",
  weather_notes:
    "Shillong is 15–24 °C most of the year; Sohra (Cherrapunji) is among the wettest places on earth, with heavy showers from June to September. Trails and root bridges are slippery: shoes with grip matter more than style.",
};
const tawangGuwahati: SeedBriefing = {
  meeting_point: "Arrivals exit, Lokpriya Gopinath Bordoloi Airport, Guwahati (GAU)",
  meeting_time: "08:00",
  weather_notes:
    "Tawang sits at 3,050 m: 5–18 °C by day, near freezing at night, and Sela Pass (4,170 m) can see snow in any month. Landslides can hold up the road after rain; days start early to cross the passes in daylight.",
};
const kerala: SeedBriefing = {
  meeting_point: "Arrivals, International Terminal, Cochin International Airport (COK)",
  meeting_time: "12:00",
  weather_notes:
    "The coast is warm and humid (26–33 °C); Munnar is cooler at 15–25 °C with misty mornings. The south-west monsoon brings heavy rain from June to August: carry a light rain layer in any season.",
};
const spiti: SeedBriefing = {
  meeting_point: "Majnu ka Tilla bus stand, New Delhi: the Volvo to Shimla leaves from Gate 2",
  meeting_time: "20:30",
  weather_notes:
    "Spiti is a high cold desert (3,800–4,500 m): clear days of 15–25 °C in summer, nights near 0 °C, strong UV. Kunzum La and Chandratal are colder and windy. The roads are rough and river crossings rise by afternoon.",
};
const kashmir: SeedBriefing = {
  meeting_point: "Arrivals exit, Sheikh ul-Alam International Airport, Srinagar (SXR)",
  meeting_time: "11:00",
  weather_notes:
    "Srinagar is 15–30 °C from April to October and below 0 °C at night in winter. Gulmarg and Sonamarg are 8–10 °C colder than the city and can get snow from November to March.",
};
const andaman: SeedBriefing = {
  meeting_point: "Arrivals exit, Veer Savarkar International Airport, Port Blair (IXZ)",
  meeting_time: "10:30",
  weather_notes:
    "Tropical and humid all year, 24–31 °C. The south-west monsoon (May–September) can cancel ferries and water sports at short notice; the sea is calmest from November to April.",
};
const manaliDelhi: SeedBriefing = {
  meeting_point: "Majnu ka Tilla bus stand, New Delhi: the overnight Volvo to Manali leaves from Gate 2",
  meeting_time: "18:30",
  weather_notes:
    "Manali (2,050 m) is 10–25 °C in summer and below freezing in winter; Solang and the Atal Tunnel's north portal are colder, with snow from December to March. Mornings and nights are cold in every season.",
};
const bhutan: SeedBriefing = {
  meeting_point: "Arrivals hall, Paro International Airport (PBH): your guide waits with a Safarnama placard",
  meeting_time: "10:00",
  weather_notes:
    "Paro and Thimphu are 10–25 °C from March to May and September to November; winters are cold and dry, summers wet. Temples ask for covered shoulders and knees: carry a layer you can put on.",
};

export const seedBriefings: Record<string, SeedBriefing> = {
  "leh-ladakh-nubra-pangong-classic": leh,
  "ladakh-grand-circuit-turtuk-tso-moriri": leh,
  "manali-leh-bike-expedition": {
    meeting_point:
      "Hotel Snow Valley Resorts, Log Huts Area, Manali: bike handover and briefing in the lobby",
    meeting_time: "07:00",
    weather_notes:
      "Manali to Leh crosses four passes above 4,800 m: snow and sleet are possible at Baralacha La and Taglang La even in July, with 0–10 °C on the passes and 25 °C in the valleys. Riding gear must be waterproof; water crossings are coldest in the afternoon.",
  },
  "meghalaya-shillong-sohra-dawki": meghalaya,
  "meghalaya-waterfalls-caves-trail": meghalaya,
  "meghalaya-weekend-getaway": meghalaya,
  "tawang-sela-pass-bumla-expedition": tawangGuwahati,
  "tawang-mandala-top-offbeat-trail": tawangGuwahati,
  "tawang-winter-snow-special": {
    meeting_point: "Arrivals exit, Salonibari Airport, Tezpur (TEZ)",
    meeting_time: "10:00",
    weather_notes:
      "In winter Tawang is −5 to 10 °C and Sela Pass is under snow: roads may close for a day after fresh snowfall. Days are short; the drive up starts at first light.",
  },
  "kerala-munnar-thekkady-alleppey": kerala,
  "kerala-honeymoon-munnar-alleppey-kovalam": kerala,
  "kerala-short-escape-munnar-alleppey": kerala,
  "spiti-valley-circuit-kinnaur-chandratal": spiti,
  "spiti-winter-expedition": {
    meeting_point: "Sector 43 ISBT, Chandigarh: the tempo traveller waits at the taxi stand",
    meeting_time: "06:00",
    weather_notes:
      "Winter Spiti is −20 to 0 °C: water freezes in pipes, and the only road in is via Kinnaur. Homestays are heated but nights are hard; snowfall can hold the group a day or two.",
  },
  "spiti-chandratal-from-manali": {
    meeting_point: "Mall Road taxi stand, Manali",
    meeting_time: "06:30",
    weather_notes:
      "Open from June to October: 15–25 °C days, near 0 °C nights at Chandratal (4,300 m), strong wind by afternoon. The Batal stretch is unpaved with streams across the road.",
  },
  "kashmir-paradise-gulmarg-pahalgam-sonamarg": kashmir,
  "kashmir-honeymoon-special": kashmir,
  "kashmir-winter-wonderland-gulmarg": {
    meeting_point: "Arrivals exit, Sheikh ul-Alam International Airport, Srinagar (SXR)",
    meeting_time: "11:00",
    weather_notes:
      "Gulmarg in winter is −10 to 2 °C with deep snow from December to March; the gondola pauses in high wind. Srinagar is around 0–8 °C with foggy mornings.",
  },
  "andaman-port-blair-havelock-neil": andaman,
  "andaman-honeymoon-scuba": andaman,
  "andaman-budget-getaway-baratang": andaman,
  "manali-snow-escape-solang-atal-tunnel": manaliDelhi,
  "manali-kasol-kullu-valley": manaliDelhi,
  "hampta-pass-trek-chandratal": {
    meeting_point: "Hotel Manali Heights, Aleo, Manali: gear check and trek briefing",
    meeting_time: "08:00",
    weather_notes:
      "The trek climbs to 4,270 m at Hampta Pass: 10–20 °C days, near 0 °C nights in camp, and afternoon rain or snow is possible. River crossings are knee-deep; trekking poles and a rain cover help.",
  },
  "bhutan-thimphu-punakha-paro": bhutan,
  "bhutan-by-road-from-bagdogra": {
    meeting_point: "Arrivals exit, Bagdogra Airport (IXB)",
    meeting_time: "10:00",
    weather_notes:
      "Phuentsholing on the border is hot and humid (25–32 °C); Thimphu and Paro are 10–25 °C and cool at night. Landslides can slow the road from the plains in the monsoon.",
  },
  "nepal-kathmandu-pokhara-chitwan": {
    meeting_point: "Arrivals exit, Tribhuvan International Airport, Kathmandu (KTM)",
    meeting_time: "12:00",
    weather_notes:
      "Kathmandu and Pokhara are 10–28 °C from October to April; Chitwan is hot (up to 35 °C) and humid. Monsoon rain (June–September) hides the Annapurna view from Sarangkot most mornings.",
  },
  "thailand-phuket-krabi-bangkok": {
    meeting_point: "Arrivals hall, Gate 3, Phuket International Airport (HKT)",
    meeting_time: "13:00",
    weather_notes:
      "Hot and humid, 26–34 °C. The west coast's monsoon (May–October) brings rough seas that can cancel island boats; November to April is dry and calm. Temples ask for covered shoulders and knees.",
  },
};
