// The hand-written part of the demo catalogue (docs/product.md §14): who the creators are and what they built.
// Numbers (head counts, visits, dates, versions) are drawn from a seeded PRNG in seed.ts.

export interface DemoExperience {
  name: string;
  summary: string;
  /** First paragraph of the description: what makes this world itself. */
  details: string;
  tags: string[];
  /** > 0 marks it Featured (docs/product.md §5); the size orders the featured list. */
  curation?: number;
  /** Fixed head count where the demo needs one (exactly one world has a single visitor). */
  headCount?: number;
  compatVersion?: string;
  /** Built for the next desktop client (NEXT_CLIENT_VERSION), newer than the one the site offers by default. */
  nextClient?: true;
}

export interface DemoPersona {
  handle: string;
  name: string;
  bio: string;
  status: string;
  experiences: DemoExperience[];
}

export const DEMO_PERSONAS: readonly DemoPersona[] = [
  {
    handle: 'nova',
    name: 'Nova Reyes',
    bio: 'Worldbuilder from Valparaíso. I make neon cities, quiet gardens and anything with a good soundtrack. Commissions open twice a year. Between builds I stream my process on Thursdays and answer questions from new creators: ask me about lighting, sound or scale.',
    status: 'Building Neon Drift 2.0',
    experiences: [
      {
        name: 'Neon Drift',
        summary: 'A rain-soaked megacity built for night racing, rooftop chases and long drives with the radio on.',
        details:
          'Neon Drift is a twelve-kilometre city of wet asphalt, flickering signs and elevated highways. Race the official circuits, or just cruise the harbour road while the rain hits the windshield.',
        tags: ['racing', 'cyberpunk', 'city'],
        curation: 95,
        compatVersion: '1.5.0',
      },
      {
        name: 'Neon Market',
        summary: 'Street food stalls, noodle bars and glowing signs under a rattling monorail.',
        details:
          'Every stall in the market is run by a visitor: claim an empty one, hang your own sign and start trading. The monorail above loops back to Neon Drift every few minutes.',
        tags: ['cyberpunk', 'social', 'shopping'],
        curation: 60,
      },
      {
        name: 'Glasshouse Gardens',
        summary: 'Six climate domes of impossible plants, linked by warm glass tunnels.',
        details:
          'From the misty cloud forest to the singing cactus dome, each glasshouse has its own weather and its own gardener to talk to. Seeds you collect can be planted in your home world.',
        tags: ['nature', 'relaxing', 'exploration'],
        curation: 40,
      },
      {
        name: 'Starlight Observatory',
        summary: 'Climb the dome, turn the great telescope and watch a meteor shower every hour.',
        details:
          'The observatory sits on a peak above the clouds. The great telescope really works: point it at any of the sixty catalogued objects and a short talk plays about what you are seeing.',
        tags: ['space', 'relaxing', 'education'],
      },
      {
        name: 'Midnight Ferry',
        summary: 'A slow ferry between lantern-lit islands. Talk, fish, watch the lights go by.',
        details:
          'The crossing takes twenty minutes and nobody is in a hurry. Fish off the stern, play cards in the saloon or stand at the rail while the islands drift past.',
        tags: ['social', 'relaxing', 'ocean'],
      },
      {
        name: 'Skyline Parkour',
        summary: 'Rooftop routes across forty towers, with checkpoints and ghost races.',
        details:
          'Fourteen routes from easy to brutal, each with a ghost of the current record holder to chase. Fall and you land on a soft awning two floors down, so keep going.',
        tags: ['parkour', 'challenge', 'city'],
      },
      {
        name: 'Aurora Lodge',
        summary: 'A mountain cabin under the northern lights: fireplace, cocoa and board games.',
        details:
          'The lodge has a big fireplace, a shelf of board games and a porch with the best view of the aurora in Lumen. Snowshoe trails lead to a frozen lake for skating.',
        tags: ['cozy', 'social', 'winter'],
      },
      {
        name: 'Echo Canyon Radio',
        summary: 'A desert radio station where visitors take turns as the DJ.',
        details:
          'Book a slot at the front desk, pick your records and go on air to everyone in the canyon. Between shows the station plays field recordings of the desert at night.',
        tags: ['music', 'social', 'desert'],
      },
      {
        name: 'Paper Lantern Festival',
        summary: 'Fold a lantern, write a wish and send it up with everyone else at dusk.',
        details:
          'The festival runs every evening. Fold your lantern at the long tables by the river, write a wish on it, and release it when the drums start. The sky fills up fast on weekends.',
        tags: ['festival', 'social', 'seasonal'],
      },
    ],
  },
  {
    handle: 'kai',
    name: 'Kai Tanaka',
    bio: 'Collector of tiny worlds and rare hats. Mostly here for the Friday kart league.',
    status: 'Looking for a racing crew',
    experiences: [
      {
        name: 'The Tiny Hat Museum',
        summary: 'Two hundred tiny hats and one very serious curator.',
        details:
          'Every hat in the collection was donated by a visitor, with a label saying where it was found. The curator gives a tour on the hour and takes questions very seriously.',
        tags: ['museum', 'humor', 'collection'],
      },
      {
        name: 'Kart League Garage',
        summary: "Tune karts, compare lap times and find a team for Friday's league.",
        details:
          'The garage has a tuning bay, a wall of lap times and a notice board for teams looking for drivers. The test track out back is open all week.',
        tags: ['racing', 'social', 'competitive'],
      },
    ],
  },
  {
    handle: 'mira',
    name: 'Mira Okafor',
    bio: 'Architect by day, level designer by night. Brutalist buildings, soft light, long shadows.',
    status: 'Sketching',
    experiences: [
      {
        name: 'Concrete Poem',
        summary: 'A brutalist tower where light, shadow and silence do the talking.',
        details:
          'Concrete Poem has no signs and no music. Follow the light through nine floors of raw concrete, where the sun moves across the rooms in real time.',
        tags: ['architecture', 'art', 'exploration'],
        curation: 30,
      },
      {
        name: 'Blueprint Studio',
        summary: 'A shared drafting room for sketching buildings together in real time.',
        details:
          'Giant drafting tables, rulers that snap to the grid and a model shop that turns your drawings into walk-in buildings. Everything you draw is saved to your own folder.',
        tags: ['architecture', 'creative', 'building'],
        headCount: 0,
      },
      {
        name: 'Rooftop Cinema',
        summary: 'Deck chairs, a big screen and the city below. Films every evening.',
        details:
          'The programme changes nightly, from silent comedies to short films made by Lumen creators. Blankets are free and the popcorn never runs out.',
        tags: ['social', 'film', 'city'],
      },
    ],
  },
  {
    handle: 'theo',
    name: 'Theo Lindqvist',
    bio: 'Sound designer from Gothenburg. My worlds are instruments: walk around and listen.',
    status: 'Recording rain',
    experiences: [
      {
        name: 'Resonance Hall',
        summary: 'Every wall, stair and pillar plays a note. Walk a melody.',
        details:
          'The hall is tuned to a pentatonic scale, so nothing you play sounds wrong. Groups of visitors often end up composing together without meaning to.',
        tags: ['music', 'puzzle', 'art'],
        curation: 70,
      },
      {
        name: 'Rain Machine',
        summary: 'Control the weather and the soundscape of a small harbour town.',
        details:
          'A brass control panel in the town square sets the rain, wind and thunder for everyone. Each setting changes how the town sounds, from gutters to church bells.',
        tags: ['music', 'weather', 'relaxing'],
      },
      {
        name: 'Bassline Caves',
        summary: 'Underground caverns that pulse with the beat of whoever is playing.',
        details:
          'Step onto the stone drum pads to play. The crystals in the walls light up with the rhythm, and the deeper caves only open when the whole room keeps the beat.',
        tags: ['music', 'social', 'caves'],
      },
      {
        name: 'Whale Song Reef',
        summary: 'Dive with singing whales and record your own duet.',
        details:
          'A family of humpbacks lives on the reef. Hum into your microphone and they answer; the best duets are kept in the reef library for others to hear.',
        tags: ['ocean', 'music', 'nature'],
      },
      {
        name: 'Metronome Maze',
        summary: 'A maze whose doors open in rhythm. Miss the beat, start again.',
        details:
          'The tempo rises as you go deeper. There are three exits, and only one of them keeps the same time signature all the way through.',
        tags: ['puzzle', 'music', 'challenge'],
      },
    ],
  },
  {
    handle: 'amara',
    name: 'Amara Nwosu',
    bio: 'Science teacher in Lagos building interactive museums for curious people of all ages.',
    status: 'Grading lab reports',
    experiences: [
      {
        name: 'Cell City',
        summary: 'Shrink down and tour a living cell, organelle by organelle.',
        details:
          'Ride a transport vesicle from the nucleus to the membrane, watch ribosomes build proteins and help the mitochondria keep the lights on. Signs are written for ages ten and up.',
        tags: ['education', 'science', 'biology'],
        curation: 50,
      },
      {
        name: 'Volcano Lab',
        summary: 'Trigger eruptions, measure lava flows and learn why islands grow.',
        details:
          'The lab sits on a safe ledge above an active crater. Adjust the magma pressure, trigger an eruption and map where the lava goes.',
        tags: ['education', 'science', 'geology'],
      },
      {
        name: 'Solar System Walk',
        summary: 'A scale model of the solar system you can walk from the Sun to Neptune.',
        details:
          'Every planet is placed at true scale distance, which makes for a long and surprising walk. Benches at each planet tell you how long light takes to get there.',
        tags: ['education', 'space', 'walking'],
      },
      {
        name: 'Dino Dig',
        summary: 'Brush away sand to uncover fossils, then watch the dinosaur come to life.',
        details:
          'Each dig site hides a different skeleton. Uncover enough bones and the animal is rebuilt in front of you, then wanders off into the valley.',
        tags: ['education', 'dinosaurs', 'family'],
      },
      {
        name: 'Chemistry Kitchen',
        summary: 'Safe, colourful experiments with a robot lab partner.',
        details:
          'Mix, heat and measure at your own bench while the robot explains what just happened. Nothing here can explode, except on purpose.',
        tags: ['education', 'science', 'family'],
      },
    ],
  },
  {
    handle: 'rafa',
    name: 'Rafael Costa',
    bio: 'Game jam regular from Porto. Short, weird, loud. Usually finished at 4 a.m.',
    status: 'Jamming',
    experiences: [
      {
        name: 'Llama Launch',
        summary: 'Launch llamas from a catapult into increasingly unlikely targets.',
        details:
          'The llamas are fine, they signed the waiver. Hit the hay bales, the hot air balloon and, if you are very good, the moon.',
        tags: ['humor', 'physics', 'party'],
      },
      {
        name: 'Gravity Flip Arena',
        summary: 'Gravity changes every thirty seconds. So does the winning team.',
        details:
          'Two teams, one ball and a gravity that flips between floor, ceiling and walls. A countdown on the scoreboard warns you, barely.',
        tags: ['competitive', 'arena', 'physics'],
      },
      {
        name: 'Sandwich Tower',
        summary: 'Stack a sandwich to the clouds with friends before it falls over.',
        details:
          'Everyone adds an ingredient in turn. The record is three hundred and twelve layers and involved a suspicious amount of pickles.',
        tags: ['humor', 'party', 'stacking'],
      },
      {
        name: '48-Hour Jam Island',
        summary: 'Every game Rafa made in a weekend jam, gathered on one island.',
        details:
          'Eleven tiny games, each in its own hut, from a goose-herding sim to a rhythm game about doors. Scores are kept on the big board by the pier.',
        tags: ['jam', 'arcade', 'collection'],
      },
      {
        name: 'Disco Dungeon',
        summary: 'Dungeon crawling, but every monster must be defeated by dancing.',
        details: 'Match the skeleton’s moves to get past it. The dragon at the bottom only respects a perfect routine.',
        tags: ['dance', 'dungeon', 'humor'],
      },
    ],
  },
  {
    handle: 'lena',
    name: 'Lena Fischer',
    bio: 'Cozy worlds for slow evenings: cafés, libraries, rainy afternoons. Tea is always on.',
    status: 'Reading by the window',
    experiences: [
      {
        name: 'Rainy Day Café',
        summary: 'A corner café where it is always raining and the coffee is always fresh.',
        details:
          'Sit by the steamy window, order from the chalkboard menu and listen to the rain. The window seats fill up first; the armchairs by the piano are just as good.',
        tags: ['cozy', 'social', 'cafe'],
        curation: 80,
      },
      {
        name: 'The Quiet Library',
        summary: 'Endless shelves, reading nooks and a strict but kind librarian cat.',
        details:
          'The library holds public-domain books you can actually read. Whisper chat only in the reading rooms; the cat will remind you.',
        tags: ['cozy', 'books', 'relaxing'],
      },
      {
        name: 'Knit and Natter',
        summary: 'A sunny craft room for knitting circles and long chats.',
        details:
          'Pick a yarn, pick a pattern and knit alongside others while you talk. Finished pieces can be worn in any world.',
        tags: ['cozy', 'social', 'crafts'],
      },
      {
        name: 'Sunday Market',
        summary: 'A village market with bread, flowers and a brass band on the hour.',
        details:
          'Stroll the stalls, buy a loaf and a bunch of tulips, then sit by the fountain while the band plays. Market day never ends here.',
        tags: ['cozy', 'market', 'village'],
      },
      {
        name: 'Lighthouse Keeper',
        summary: 'Keep the lamp lit through a stormy night on a rocky island.',
        details:
          'Wind the clockwork, trim the wick and log passing ships by hand. It is a job for one, and the keeper’s cottage has exactly one bed.',
        tags: ['cozy', 'story', 'ocean'],
        headCount: 1,
      },
    ],
  },
  {
    handle: 'jun',
    name: 'Jun Park',
    bio: 'Competitive map maker from Busan. Arenas, obstacle courses and speedrun routes.',
    status: 'Scrimming tonight',
    experiences: [
      {
        name: 'Apex Arena',
        summary: 'A symmetrical arena map tuned for five-versus-five tournaments.',
        details:
          'Three lanes, two bases and sight lines balanced over a season of league play. Spectator boxes above the map are open to everyone.',
        tags: ['competitive', 'arena', 'esports'],
        curation: 65,
      },
      {
        name: 'Speedrun Towers',
        summary: 'Ten towers, ten routes, one global leaderboard.',
        details:
          'Each tower rewards a different skill, from precise jumps to clever shortcuts. Your best times are saved and ghost replays are shared.',
        tags: ['speedrun', 'parkour', 'challenge'],
      },
      {
        name: 'Obstacle Rush',
        summary: 'A fast obstacle course with moving platforms and water traps.',
        details:
          'Rounds last ninety seconds and up to thirty players race at once. Fall into the water and you are back at the last checkpoint.',
        tags: ['obstacle', 'party', 'challenge'],
      },
      {
        name: 'Laser Tag Grid',
        summary: 'Neon laser tag across a multi-level grid. Teams of four.',
        details:
          'Ramps, bridges and glass floors make every match different. The grid changes colour to show which team holds each zone.',
        tags: ['competitive', 'laser-tag', 'team'],
      },
      {
        name: 'Time Trial Valley',
        summary: 'A mountain road built for time trials. Bring your fastest car.',
        details:
          'Thirty hairpins, two tunnels and a long downhill straight to finish. Split times appear on signs along the road.',
        tags: ['racing', 'time-trial', 'mountains'],
      },
    ],
  },
  {
    handle: 'priya',
    name: 'Priya Raman',
    bio: 'Historian in Chennai recreating places that no longer exist, one archive photo at a time.',
    status: 'In the archives',
    experiences: [
      {
        name: 'Old Harbour 1890',
        summary: 'Walk a busy harbour as it was in 1890, with ships, cranes and traders.',
        details:
          'Built from harbour records, photographs and shipping logs. Every ship in port is based on a real vessel, and the harbour master can tell you where each one is bound.',
        tags: ['history', 'harbour', 'exploration'],
        curation: 45,
      },
      {
        name: 'The Lost Library of Alexandria',
        summary: 'A careful reconstruction of the great library and its reading halls.',
        details:
          'Scholars disagree about what the library looked like; the plaques in each hall explain which choices were made and why.',
        tags: ['history', 'books', 'education'],
      },
      {
        name: 'Silk Road Caravanserai',
        summary: 'Rest with traders at a roadside inn on the Silk Road.',
        details:
          'Camels in the courtyard, spices in the store rooms and travellers from five empires in the common room. Trade goods and stories around the fire.',
        tags: ['history', 'trade', 'social'],
      },
      {
        name: 'Vanished Tramlines',
        summary: 'Ride tram routes that were torn up decades ago.',
        details:
          'Three historic lines rebuilt from old timetables and maps. The conductor calls out every stop with the street names of the time.',
        tags: ['history', 'transport', 'city'],
      },
      {
        name: 'Roman Bathhouse',
        summary: 'Steam rooms, mosaics and gossip in a reconstructed Roman bath.',
        details:
          'Move from the cold pool to the hot rooms as the Romans did. The mosaics are copied from excavated floors, and the gossip is entirely made up.',
        tags: ['history', 'architecture', 'social'],
        headCount: 0,
      },
    ],
  },
  {
    handle: 'oskar',
    name: 'Oskar Nowak',
    bio: 'Space nerd and former air-traffic controller. Stations, orbits and zero-g everything.',
    status: 'Docking manoeuvres',
    experiences: [
      {
        name: 'Orbital Station Kepler',
        summary: 'A working space station: dock ships, fix panels and watch the Earth turn.',
        details:
          'Kepler completes an orbit every ninety minutes, sunrise to sunrise. Take a shift in mission control, go on a spacewalk or just float in the cupola.',
        tags: ['space', 'simulation', 'station'],
        curation: 55,
      },
      {
        name: 'Zero-G Gym',
        summary: 'Float, spin and play tag without gravity.',
        details:
          'Push off the padded walls and try not to spin out of control. The tag games get chaotic with more than six players, which is the point.',
        tags: ['space', 'zero-g', 'party'],
      },
      {
        name: 'Moonbase Alpha Tours',
        summary: 'Guided buggy tours of a lunar base and its craters.',
        details:
          'The tour stops at the greenhouse, the landing pad and the rim of Shackleton crater. Your guide knows a lot of moon facts and shares all of them.',
        tags: ['space', 'tour', 'moon'],
      },
      {
        name: 'Asteroid Miners',
        summary: "Crew a mining ship and split the haul fairly. Or don't.",
        details:
          'One pilot, one driller and one very nervous accountant. The asteroid field changes every shift, and so do the prices at the depot.',
        tags: ['space', 'co-op', 'mining'],
      },
      {
        name: 'Launch Control',
        summary: 'Count down, launch and land reusable rockets with your team.',
        // The demo's world that the default client (CLIENT_VERSION 1.5.0) is too old for: Visit asks to update.
        nextClient: true,
        details:
          'Each console in the control room has one job. Get the checklist right and the booster lands on the barge; get it wrong and the replay is very popular.',
        tags: ['space', 'simulation', 'team'],
      },
    ],
  },
  {
    handle: 'sol',
    name: 'Sol Martinez',
    bio: 'Festival stages and party islands. Bring friends, bring sunscreen, bring your best moves.',
    status: 'On stage at 9',
    experiences: [
      {
        name: 'Sunset Festival Stage',
        summary: 'A beach main stage with live sets every weekend.',
        details:
          'Creators from all over Lumen play sets as the sun goes down over the water. The schedule is posted on the big screen by the entrance.',
        tags: ['festival', 'music', 'beach'],
        curation: 75,
      },
      {
        name: 'Party Island',
        summary: 'Foam cannons, water slides and a dance floor on the sand.',
        details:
          'The island has three slides, two foam cannons and a DJ booth anyone can book. Things get busy after dark.',
        tags: ['party', 'beach', 'social'],
      },
      {
        name: 'Neon Roller Rink',
        summary: 'Roller skating under a mirrored ball with a request-driven playlist.',
        details: 'Request songs at the booth, skate in couples for the slow numbers and try the limbo bar if you dare.',
        tags: ['music', 'skating', 'social'],
      },
      {
        name: 'Carnival of Lights',
        summary: 'Rides, games and a parade of light floats after dark.',
        details:
          'The Ferris wheel has the best view in the park. At ten the parade starts, and every float is designed by a visitor.',
        tags: ['festival', 'carnival', 'family'],
      },
      {
        name: 'Silent Disco Forest',
        summary: 'Three channels of music in headphones under the trees.',
        details:
          'Switch between the red, green and blue channels; the lights on everyone’s headphones show who is listening to what.',
        tags: ['music', 'party', 'forest'],
      },
    ],
  },
  {
    handle: 'hana',
    name: 'Hana Sato',
    bio: 'Gardens, shrines and the sound of water. I build places to slow down in.',
    status: 'Raking gravel',
    experiences: [
      {
        name: 'Moss Garden',
        summary: 'A quiet moss garden with stepping stones and a koi pond.',
        details:
          'Follow the stepping stones around the pond and sit on the veranda of the old house. The garden changes with the seasons of the real world.',
        tags: ['nature', 'relaxing', 'garden'],
        curation: 35,
      },
      {
        name: 'Mountain Shrine Steps',
        summary: 'Climb a thousand steps through red gates to a mountain shrine.',
        details:
          'The path winds up through cedar forest, under a thousand vermilion gates. At the top, ring the bell and look back over the valley.',
        tags: ['nature', 'walking', 'culture'],
      },
      {
        name: 'Bamboo Grove',
        summary: 'Wind in the bamboo, and a tea house at the heart of the grove.',
        details:
          'The grove is best with headphones: the bamboo creaks and rustles with the wind. The tea house serves a different tea every day.',
        tags: ['nature', 'tea', 'relaxing'],
      },
      {
        name: 'Hot Spring Village',
        summary: 'Outdoor baths with a view of snowy peaks.',
        details:
          'Soak in the rock pools while snow falls. The village has an inn, a games room with table tennis and a very old cat.',
        tags: ['relaxing', 'winter', 'village'],
      },
      {
        name: 'Cherry Blossom River',
        summary: 'Float down a river under blossoms in a small wooden boat.',
        details:
          'The river loops gently through the town, past picnic spots and lantern bridges. Petals pile up on your boat as you go.',
        tags: ['nature', 'seasonal', 'relaxing'],
      },
    ],
  },
  {
    handle: 'eli',
    name: 'Eli Brooks',
    bio: 'Horror and mystery. Lights off, headphones on. Nothing here will hurt you. Probably.',
    status: 'Hiding in the attic',
    experiences: [
      {
        name: 'The Hollow House',
        summary: 'A house that rearranges itself every time you look away.',
        details:
          'Find the four keys before the house runs out of patience. The rooms are never in the same place twice, and the portraits keep watching.',
        tags: ['horror', 'mystery', 'puzzle'],
        curation: 20,
      },
      {
        name: 'Fog Station',
        summary: 'A signal station lost in fog. Someone keeps answering the radio.',
        details:
          'You are the new operator. The logbook of the last one stops mid-sentence, and the radio crackles whenever the fog gets thicker.',
        tags: ['horror', 'mystery', 'story'],
        headCount: 0,
      },
      {
        name: 'Midnight Carnival',
        summary: 'A carnival that only opens at midnight, and never for long.',
        details:
          'The rides still work, the music box still plays and the fortune teller knows your name. Leave before the last bell.',
        tags: ['horror', 'carnival', 'mystery'],
      },
      {
        name: "Detective's Office",
        summary: 'Solve cases with friends using clues hidden across the city.',
        details:
          'Pick a case file from the cabinet, pin clues to the board and interview suspects around town. Cases take about an hour with a group of three.',
        tags: ['mystery', 'detective', 'co-op'],
      },
      {
        name: 'Lights Out Asylum',
        summary: 'A short, very scary walk through an abandoned asylum.',
        details: 'Your torch has about ten minutes of battery. That should be enough. It is a short walk.',
        tags: ['horror', 'short', 'challenge'],
      },
    ],
  },
];

/** Second paragraphs: how a visit goes. {name}, {capacity} are filled in. */
export const VISIT_NOTES: readonly string[] = [
  'Come alone or bring a group: {name} holds up to {capacity} visitors at once, and there is usually someone around on weekend evenings.',
  'Best with headphones. The sound changes as you move, and a few secrets can only be heard up close.',
  'New here? Start at the welcome sign by the spawn point; it shows a map and a short tour of {name}.',
  'Up to {capacity} people can visit at the same time. If it is full, join the queue and you will be let in as soon as someone leaves.',
  'Photo mode is on everywhere in {name}. Share your best shots; a few of them end up on the walls.',
  'Voice chat is on by default in public areas and off in quiet corners. You can change it in the settings at any time.',
  'Controller and keyboard both work well here. Hold the map key to see where your friends are.',
];

/** Third paragraphs: what changed lately. {version} is the compatible client version. */
export const UPDATE_NOTES: readonly string[] = [
  'Updated for client {version}: faster loading, new lighting at dusk and a few fixed doors.',
  'Version {version} adds a photo spot at the highest point and makes the paths easier to follow.',
  'Since {version}: accessibility options for subtitles and reduced motion, and a calmer ambience at night.',
  'The {version} update brought a new area, better performance on older machines and friendlier signposts.',
  'Requires client {version} or newer. This update reworked the audio and added seasonal decorations.',
];

/** The client version a `nextClient` demo world needs: one release past the default CLIENT_VERSION. */
export const NEXT_CLIENT_VERSION = '1.6.0';
export const COMPAT_VERSIONS: readonly string[] = ['1.2.0', '1.3.1', '1.4.0', '1.4.0', '1.4.2', '1.5.0'];
export const CAPACITIES: readonly number[] = [8, 12, 16, 20, 24, 32, 40, 50, 64, 100];
