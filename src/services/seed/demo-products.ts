// The hand-written part of the demo store catalogue (docs/product.md §14: 150+ listings in categories, nova's store
// with some FREE listings, reviews with ratings). Prices, dates, images and reviews are drawn from a
// seeded PRNG in seed-catalogue.ts. Items are "Name|tag-a,tag-b|One sentence about it." to keep this
// file readable; the seed test checks every tag against the tag rules.

export interface DemoCategory {
  slug: string;
  name: string;
  children: { slug: string; name: string; note: string }[];
}

/** The category tree; `note` is a closing paragraph every listing of that category shares. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    slug: 'avatars',
    name: 'Avatars',
    children: [
      {
        slug: 'outfits',
        name: 'Outfits',
        note: 'Fits every standard avatar body. Colours can be changed in the wardrobe after purchase.',
      },
      { slug: 'hair', name: 'Hair', note: 'Physics-enabled strands with three length presets and a colour picker.' },
      {
        slug: 'accessories',
        name: 'Accessories',
        note: 'Attaches to any avatar slot; scale and offset are adjustable in the wardrobe.',
      },
    ],
  },
  {
    slug: 'worlds',
    name: 'Worlds',
    children: [
      {
        slug: 'props',
        name: 'Props',
        note: 'Drop it into any world you build. Collisions and level-of-detail meshes included.',
      },
      {
        slug: 'furniture',
        name: 'Furniture',
        note: 'Sittable where it makes sense, with snap points for walls and floors.',
      },
      {
        slug: 'lighting',
        name: 'Lighting',
        note: 'Works with baked and real-time lighting; intensity and colour are exposed to scripts.',
      },
      {
        slug: 'nature',
        name: 'Nature',
        note: 'Wind-reactive and tuned for large outdoor scenes, with three levels of detail.',
      },
    ],
  },
  {
    slug: 'audio',
    name: 'Audio',
    children: [
      { slug: 'music', name: 'Music', note: 'Licensed for use in your own worlds, streams and events on Lumen.' },
      {
        slug: 'ambience',
        name: 'Ambience',
        note: 'Seamless loops with positional emitters you can place around a world.',
      },
    ],
  },
  {
    slug: 'tools',
    name: 'Tools',
    children: [
      { slug: 'scripts', name: 'Scripts', note: 'Documented, commented and updated with every client release.' },
      {
        slug: 'shaders',
        name: 'Shaders',
        note: 'Runs on desktop and mobile render paths; every parameter has a tooltip.',
      },
    ],
  },
];

/** Which stores sell each leaf category's generic listings (store handle = the creator's persona handle). */
export const CATEGORY_STORES: Readonly<Record<string, readonly string[]>> = {
  outfits: ['priya', 'sol'],
  hair: ['sol', 'priya'],
  accessories: ['priya', 'eli'],
  props: ['amara', 'lena', 'jun', 'oskar'],
  furniture: ['mira', 'lena'],
  lighting: ['mira', 'oskar', 'eli'],
  nature: ['hana', 'lena'],
  music: ['theo', 'sol'],
  ambience: ['theo', 'hana', 'eli'],
  scripts: ['amara', 'rafa', 'jun'],
  shaders: ['rafa', 'oskar'],
};

export interface DemoStore {
  handle: string;
  name: string;
  description: string;
}

export const DEMO_STORES: readonly DemoStore[] = [
  {
    handle: 'nova',
    name: 'Nova Reyes Studio',
    description:
      'Neon, rain and good soundtracks: the pieces behind Neon Drift and Glasshouse Gardens, ready for your own worlds.',
  },
  {
    handle: 'theo',
    name: 'Field Recordings by Theo',
    description: 'Music and ambience recorded on real streets, in real forests and in one very echoey water tower.',
  },
  {
    handle: 'mira',
    name: 'Okafor Architecture Supply',
    description: 'Furniture and light for builders who care about long shadows.',
  },
  {
    handle: 'amara',
    name: 'Curious Lab Kit',
    description: 'Props and scripts for museums, classrooms and anyone who likes pressing buttons to see what happens.',
  },
  {
    handle: 'rafa',
    name: 'Jam Leftovers',
    description: 'Scripts and shaders written at 4 a.m. during game jams, then cleaned up in daylight.',
  },
  {
    handle: 'lena',
    name: 'Rainy Afternoon Goods',
    description: 'Cosy furniture, potted plants and little things that make a room feel lived in.',
  },
  {
    handle: 'jun',
    name: 'Arena Parts',
    description: 'Competitive-grade props and scripts: timers, checkpoints, scoreboards and bounce pads.',
  },
  {
    handle: 'priya',
    name: 'Archive Atelier',
    description: 'Clothing and accessories from periods and places that only survive in old photographs.',
  },
  {
    handle: 'oskar',
    name: 'Orbital Hardware',
    description: 'Station props, cockpit lighting and shaders for anything that floats.',
  },
  {
    handle: 'sol',
    name: 'Main Stage Merch',
    description: 'Festival outfits, wild hair and the tracks that play when the sun comes up.',
  },
  { handle: 'hana', name: 'Quiet Garden', description: 'Moss, stone, water and the sounds around them.' },
  {
    handle: 'eli',
    name: 'Lights Out Supply Co.',
    description: 'Flickering lamps, creaking floors and accessories for people who hear things at night.',
  },
];

/** Generic listings per leaf category: "Name|tags|blurb". */
export const DEMO_ITEMS: Readonly<Record<string, readonly string[]>> = {
  outfits: [
    'Lantern Festival Robe|festival,robe,lantern|A flowing robe printed with paper lanterns that glow at dusk.',
    'Silk Road Travelling Coat|coat,historical,travel|A long padded coat with embroidered cuffs, after a caravan merchant in a 1890s photograph.',
    'Festival Mesh Top|festival,summer,glow|Breathable mesh with glow-in-the-dark piping that pulses with the beat.',
    'Art Deco Evening Gown|gown,art-deco,formal|Beaded from neckline to hem; the fringe sways when you dance.',
    'Harbour Fisher Sweater|knitwear,cosy,ocean|Chunky cable knit in six sea-salt colours.',
    'Sunrise Set Overalls|festival,casual,denim|Paint-splattered denim overalls that look better every time you wear them.',
    'Tea Merchant Waistcoat|historical,formal,vest|A brocade waistcoat with a pocket watch chain that actually tells time.',
    'Rave Runner Tracksuit|streetwear,festival,neon|Reflective stripes, deep pockets and a hood big enough for headphones.',
    'Monsoon Rain Cape|rain,cape,travel|Waxed cotton that beads water in the rain shader of any world.',
    'Temple Dancer Costume|historical,dance,costume|Layered silk with bells at the ankles, reconstructed from museum records.',
    'Confetti Cannon Jacket|festival,party,jacket|Press the pocket button and the jacket fires paper confetti. Once an hour.',
    'Patchwork Market Skirt|casual,colourful,skirt|Forty hand-picked fabric patches, no two skirts alike.',
    'Victorian Explorer Suit|historical,explorer,suit|Pith helmet sold separately. Map pocket included.',
  ],
  hair: [
    'Victorian Updo|historical,updo,formal|A tall pinned updo with loose curls at the temples.',
    'Sunburst Afro|afro,festival,colourful|A big round afro with a gradient from gold to hot pink.',
    'Braided Crown|braids,historical,formal|Two plaits wrapped into a crown, pinned with tiny brass flowers.',
    'Wind-Swept Bob|bob,casual,physics|Moves with every step and every gust of wind.',
    'Neon Mohawk|punk,neon,mohawk|Eight spikes, each one lit from inside.',
    'Silver Fox Cut|short,classic,grey|A neat short cut in every shade of grey.',
    'Festival Space Buns|buns,festival,glitter|Two buns dusted with glitter that sparkles under stage lights.',
    'Long Temple Braid|braids,long,historical|A single braid down to the waist, with a tasselled tie.',
    'Morning Bedhead|casual,messy,short|For when you logged in straight from bed.',
    'Pompadour Deluxe|retro,rockabilly,classic|Tall, glossy and held in place by pure confidence.',
    'Sea Foam Waves|waves,ocean,long|Long waves in blue-green, with a shimmer like wet sand.',
    'Pixie Undercut|pixie,undercut,short|A sharp undercut with a soft fringe.',
    'Rainbow Ombre Ponytail|ponytail,colourful,festival|A high ponytail that fades through the whole spectrum.',
  ],
  accessories: [
    'Festival Wristband Stack|festival,wristband,colourful|Every wristband from a summer of festivals, stacked to the elbow.',
    'Brass Pocket Watch|historical,watch,brass|Opens with a click and chimes on the hour.',
    'Lantern of the Lost|horror,lantern,glow|A hand lantern that dims when something is close.',
    'Archive Reading Glasses|glasses,historical,scholar|Round wire frames with a chain so you never lose them.',
    'Crow Familiar|horror,pet,bird|A shoulder crow that caws at strangers and sleeps when you idle.',
    'Silk Parasol|historical,summer,umbrella|Painted silk on a bamboo frame; opens and closes on click.',
    'Skeleton Key Necklace|horror,jewelry,mystery|A heavy iron key on a cord. Nobody knows what it opens.',
    'Jade Hairpin Set|jewelry,hair,historical|Three carved hairpins that work with most updo styles.',
    'Night Vision Goggles|horror,goggles,gadget|Turns the world green. Shows things that are not there. Probably.',
    'Explorer Satchel|bag,explorer,leather|A worn leather satchel with a rolled map poking out.',
    'Candle Crown|horror,crown,candle|Five tiny flames that never burn out and never burn you.',
    'Beaded Market Bracelet|jewelry,colourful,casual|A stack of glass bead bracelets that clink when you wave.',
    'Old Radio Headset|radio,retro,headphones|Bakelite headphones with a crackle filter for your voice chat.',
  ],
  props: [
    'Vending Machine Row|city,vending,street|Five vending machines that really dispense cans.',
    'Working Orrery|science,space,museum|A brass model of the solar system that keeps real time.',
    'Tesla Coil Exhibit|science,electric,museum|Safe sparks, loud crackles and a big red button.',
    'Checkpoint Flag Pack|arena,racing,checkpoint|Twelve checkpoint flags in team colours, with trigger volumes.',
    'Bounce Pad Set|arena,parkour,gameplay|Four bounce pads from gentle hop to launch into orbit.',
    'Potted Herb Windowsill|cosy,plants,kitchen|Basil, mint and rosemary in mismatched clay pots.',
    'Stacked Bookshelves Clutter|cosy,books,library|Piles of books that fall over convincingly when bumped.',
    'Docking Clamp|space,station,industrial|A hydraulic clamp that opens and hisses.',
    'Cargo Container Kit|space,industrial,station|Eight stackable containers with decals and dents.',
    'Dinosaur Skeleton|museum,science,fossil|A full-size raptor skeleton on a steel stand.',
    'Scoreboard Tower|arena,scoreboard,competitive|A four-sided scoreboard that reads from the Arena Timer script.',
    'Tea Set for Two|cosy,tea,kitchen|A teapot that pours, two cups that fill.',
    'Telescope on Tripod|space,science,astronomy|Look through it and the sky zooms in.',
    'Grand Cathedral Kit|architecture,gothic,building|Nave, transept, bell tower and forty stained-glass windows: a whole cathedral in modular pieces.',
  ],
  furniture: [
    'Observatory Stool|space,stool,brass|A swivel stool with a brass footring, at telescope height.',
    'Concrete Bench|brutalist,outdoor,bench|Poured-look concrete with a single oak slat.',
    'Reading Nook Armchair|cosy,armchair,library|Sink-in velvet with a blanket over one arm.',
    'Drafting Table|architecture,desk,studio|Tilting top, parallel rule and a lamp clamp.',
    'Rainy Window Seat|cosy,window,rain|A cushioned seat built into a window where it is always raining.',
    'Cantilever Shelf Wall|architecture,shelves,modern|Floating shelves that snap to any wall.',
    'Café Table Set|cafe,cosy,table|A round marble table and two bentwood chairs.',
    'Low Tatami Platform|minimal,bedroom,tatami|A raised tatami platform with a futon and a paper lamp.',
    'Brutalist Staircase Module|brutalist,stairs,architecture|Floating concrete stairs that stack to any height.',
    'Patchwork Sofa|cosy,sofa,colourful|A deep three-seater with mismatched cushions.',
    'Library Ladder|library,books,classic|A rolling ladder that slides along any shelf edge.',
    'Modular Desk System|studio,desk,modern|Desks, drawers and cable trays that click together.',
    'Window Greenhouse Cabinet|cosy,plants,cabinet|A glass cabinet with shelves for tiny plants.',
  ],
  lighting: [
    'Neon Tube Bundle|neon,tubes,signs|Bendable neon tubes for writing your own signs.',
    'Long Shadow Sun Rig|architecture,sunlight,shadows|A sun controller tuned for dramatic late-afternoon shadows.',
    'Flickering Hallway Bulb|horror,flicker,bulb|Buzzes, flickers and goes out at exactly the wrong moment.',
    'Cockpit Panel Lights|space,cockpit,panel|Dozens of blinking status lights on a configurable panel.',
    'Paper Lantern String|cosy,lantern,festival|Warm paper lanterns on a string that sags just right.',
    'Emergency Strobe|space,alarm,strobe|Red rotating beacon with an optional klaxon.',
    'Candle Cluster|horror,candle,cosy|Twelve candles of different heights that drip as they burn.',
    'Skylight Shaft|architecture,skylight,daylight|A volumetric light shaft for atriums and stairwells.',
    'Starfield Ceiling|space,stars,ceiling|A night sky that turns slowly overhead.',
    'Stage Wash Lights|festival,stage,concert|Colour-mixing wash lights with a beat-sync input.',
    'Brass Desk Lamp|classic,desk,library|A green-shaded banker lamp with a pull chain.',
    'Moonlight Through Blinds|horror,moonlight,noir|Slatted moonlight for detective offices and bad dreams.',
    'Bioluminescent Moss Glow|nature,glow,cave|Soft blue light that pulses like breathing.',
  ],
  nature: [
    'Desert Cactus Garden|desert,cactus,garden|Twelve cacti, two of which flower at night.',
    'Moss Stone Garden|garden,moss,zen|Rounded stones wrapped in three kinds of moss.',
    'Koi Stream Kit|water,garden,fish|A winding stream with koi that follow visitors.',
    'Weeping Willow|tree,garden,water|A willow whose branches sweep the water surface.',
    'Bamboo Grove|bamboo,forest,zen|A dense grove that creaks and rustles in the wind.',
    'Wildflower Meadow Patch|flowers,meadow,summer|Paintable wildflowers that sway and attract butterflies.',
    'Rain Puddle Decals|rain,street,water|Puddles that ripple when it rains and splash when stepped in.',
    'Cherry Blossom Tree|tree,spring,blossom|Petals fall all year and drift in the wind.',
    'Raked Gravel Kit|zen,garden,gravel|Rake patterns you can draw yourself in play mode.',
    'Mountain Pine Pack|trees,mountain,forest|Six pines from sapling to storm-bent veteran.',
    'Mushroom Ring|forest,fantasy,mushroom|A fairy ring that glows faintly after dark.',
    'Tide Pool Rocks|ocean,rocks,beach|Barnacled rocks with pools full of tiny crabs.',
    'Ivy Wall Creeper|ivy,wall,garden|Ivy that grows over walls you paint it onto.',
  ],
  music: [
    'Midnight Jazz Trio|jazz,night,lounge|Piano, bass and brushes for late-night lounges.',
    'Gothenburg Rain Suite|ambient,piano,rain|Five piano pieces recorded with real rain on the window.',
    'Sunrise on the Main Stage|electronic,festival,dance|The closing set of the Solstice festival, mastered for worlds.',
    'Water Tower Echoes|experimental,ambient,drone|Long drones recorded inside a decommissioned water tower.',
    'Beach Party Pack|dance,summer,party|Ten upbeat loops for beach and pool worlds.',
    'Lo-fi Study Beats|lofi,study,chill|Two hours of dusty beats for libraries and cafés.',
    'Brass Band Parade|brass,parade,festival|A marching band that sounds like it is coming round the corner.',
    'Synth Horizon|synthwave,retro,driving|Eight synthwave tracks for night drives.',
    'Forest Flute Themes|folk,flute,forest|Gentle flute melodies recorded in a pine forest.',
    'Boss Fight Anthems|orchestral,epic,arena|Three escalating battle themes for arena finales.',
    'Harbour Accordion Waltzes|folk,accordion,waltz|Waltzes for harbour towns and slow dances.',
    'Drum Circle Loops|drums,percussion,festival|Hand drums that sound best with a crowd.',
    'Lullaby Music Box|music-box,calm,night|A tinkling music box tune that slows as it winds down.',
  ],
  ambience: [
    'Festival Crowd Roar|festival,crowd,cheering|A crowd that swells when the beat drops.',
    'City Rain at Night|rain,city,night|Rain on awnings, passing tyres and a distant siren.',
    'Creaking Old House|horror,house,creak|Floorboards, pipes and a door somewhere upstairs.',
    'Temple Garden Morning|garden,birds,water|Birdsong, a bamboo fountain and a far-off bell.',
    'Busy Café Murmur|cafe,crowd,cosy|Cups, chatter and a milk steamer, never loud enough to drown out talk.',
    'Forest Wind Layers|forest,wind,nature|Wind in pines, layered by height.',
    'Deep Space Hum|space,station,hum|The hum of a station that has been running for a hundred years.',
    'Thunderstorm Approach|storm,thunder,rain|A storm that rolls in over twenty minutes.',
    'Night Insects|night,insects,summer|Crickets and frogs on a warm night.',
    'Whispering Corridor|horror,whisper,corridor|Whispers just below the threshold of words.',
    'Harbour Gulls and Ropes|ocean,harbour,gulls|Gulls, creaking ropes and water against the pier.',
    'Crackling Fireplace|fire,cosy,winter|A fire that pops and settles.',
    'Underground Stream|cave,water,dripping|Drips and a stream echoing through a cave.',
  ],
  scripts: [
    'Ticket Gate|tickets,events,gate|A turnstile that opens for visitors holding an event ticket.',
    'Arena Timer|arena,timer,competitive|Race and round timers with split times and a leaderboard hook.',
    'Museum Audio Guide|museum,audio,education|Numbered exhibits that play a talk when a visitor steps close.',
    'Door and Key System|doors,puzzle,gameplay|Locked doors, keys and keycards with an inventory.',
    'Day and Night Cycle|time,sky,lighting|Drives the sun, moon and street lights on a schedule.',
    'Quiz Podium|quiz,education,game|Multiple-choice quizzes with buzzers and a host view.',
    'NPC Wander Brain|npc,characters,behaviour|Idle, wander and chat behaviours for background characters.',
    'Checkpoint Respawn|arena,parkour,checkpoint|Saves progress at checkpoints and respawns on falls.',
    'Weather Controller|weather,rain,sky|Rain, snow and fog that change on a timer or on command.',
    'Interactive Sign Kit|signs,interface,information|Signs that show pages of text when clicked.',
    'Team Balancer|arena,teams,competitive|Splits players into fair teams by their history.',
    'Seat and Sit Poses|seating,poses,social|Sit, lean and lie poses for any furniture.',
    'Camera Drone Script|camera,photo,snapshots|A hovering camera drone for snapshots from above.',
  ],
  shaders: [
    'Watercolour Wash|watercolour,painterly,stylised|Turns any scene into a soft watercolour painting.',
    'Rain on Glass|rain,glass,weather|Drops that run down windows and gather at the frame.',
    'Hologram Flicker|hologram,sci-fi,glow|Scanlines, jitter and a blue glow for projections.',
    'Toon Outline|toon,outline,stylised|Clean ink outlines with adjustable weight.',
    'Heat Haze|heat,desert,distortion|Shimmering air above hot roads and engines.',
    'CRT Scanlines|retro,crt,screen|An old monitor look for screens and whole cameras.',
    'Nebula Sky|space,sky,nebula|A procedural nebula that never repeats.',
    'Wet Asphalt|rain,street,reflection|Puddle reflections and a glossy street surface.',
    'Pixel Dissolve|glitch,transition,pixel|Objects break into pixels and reassemble.',
    'Stained Glass Light|church,glass,colour|Colours light through glass onto the floor.',
    'Frost Creep|ice,winter,frost|Frost that grows across surfaces over time.',
    'Ocean Surface|ocean,water,waves|Rolling waves with foam and caustics.',
    'Glitch Datamosh|glitch,datamosh,art|Smeared motion glitches for art pieces.',
  ],
};

export interface DemoNovaProduct {
  name: string;
  category: string;
  price: number;
  tags: string[];
  blurb: string;
  status?: 'listed' | 'delisted';
}

/** Nova's store (docs/product.md §14): 15 listings, several FREE, one delisted, one above kai's 2500 balance. */
export const NOVA_PRODUCTS: readonly DemoNovaProduct[] = [
  {
    name: 'Neon Drift Racing Jacket',
    category: 'outfits',
    price: 120,
    tags: ['racing', 'neon', 'jacket'],
    blurb:
      'The jacket the Neon Drift night racers wear: reflective panels, a high collar and a team patch you can recolour.',
  },
  {
    name: 'Rain-Slick Street Kit',
    category: 'props',
    price: 250,
    tags: ['cyberpunk', 'street', 'rain'],
    blurb: 'Forty street pieces from Neon Drift: vending machines, cable bundles, wet crates and a noodle cart.',
  },
  {
    name: 'Holo Koi Pond',
    category: 'nature',
    price: 400,
    tags: ['hologram', 'koi', 'water'],
    blurb: 'Holographic koi circling a glass pond. Retired while I rebuild the fish for the new renderer.',
    status: 'delisted',
  },
  {
    name: 'Neon Sign Starter Pack',
    category: 'lighting',
    price: 0,
    tags: ['neon', 'signs', 'free'],
    blurb: 'Twelve neon signs in six colours, free for everyone building their first street.',
  },
  {
    name: 'Glasshouse Seed Pouch',
    category: 'nature',
    price: 0,
    tags: ['plants', 'garden', 'free'],
    blurb: 'Seeds of the six Glasshouse Gardens domes, plantable in any world.',
  },
  {
    name: 'Midnight Ferry Lantern',
    category: 'accessories',
    price: 0,
    tags: ['lantern', 'ocean', 'free'],
    blurb: 'The paper lantern every passenger gets on the Midnight Ferry, to carry anywhere.',
  },
  {
    name: 'Monorail Ambience Loop',
    category: 'ambience',
    price: 0,
    tags: ['city', 'train', 'free'],
    blurb: 'The monorail rattling over Neon Market, looped for your own streets.',
  },
  {
    name: 'Neon Market Noodle Stall',
    category: 'furniture',
    price: 400,
    tags: ['cyberpunk', 'food', 'stall'],
    blurb: 'A complete noodle stall with steaming pots, stools and a sign you can rename.',
  },
  {
    name: 'Starlight Telescope',
    category: 'props',
    price: 900,
    tags: ['space', 'telescope', 'astronomy'],
    blurb: 'The great telescope from Starlight Observatory, with all sixty catalogued objects.',
  },
  {
    name: 'Skyline Parkour Gloves',
    category: 'accessories',
    price: 50,
    tags: ['parkour', 'gloves', 'city'],
    blurb: 'Grip gloves with glowing knuckles, as worn by every Skyline Parkour record holder.',
  },
  {
    name: 'Aurora Lodge Fireplace',
    category: 'furniture',
    price: 250,
    tags: ['cosy', 'fireplace', 'winter'],
    blurb: 'A stone fireplace with crackling logs and a mantel for your trophies.',
  },
  {
    name: 'Synthwave Night Drive',
    category: 'music',
    price: 25,
    tags: ['synthwave', 'driving', 'night'],
    blurb: 'The Neon Drift radio station: eleven tracks for long drives with the windows down.',
  },
  {
    name: 'Rain on Neon Shader',
    category: 'shaders',
    price: 120,
    tags: ['rain', 'neon', 'reflection'],
    blurb: 'The wet-street shader of Neon Drift, with coloured reflections from every sign.',
  },
  {
    name: 'Aurora Skybox',
    category: 'lighting',
    price: 75,
    tags: ['aurora', 'sky', 'night'],
    blurb: 'Northern lights that ripple across the sky, from Aurora Lodge.',
  },
  {
    name: 'Neon Drift Megacity Kit',
    category: 'props',
    price: 3200,
    tags: ['cyberpunk', 'city', 'megakit'],
    blurb:
      'Everything Neon Drift is made of: 600 buildings, highways, signs, rain and traffic. Build your own megacity.',
  },
];

/** Two listed products of nova's store priced 120 and 250: the ledger puts them in kai's demo cart. */
export const DEMO_CART_PRODUCT_NAMES = ['Neon Drift Racing Jacket', 'Rain-Slick Street Kit'] as const;
/** A delisted product of nova's store: also in kai's cart, so the delisted notice shows (docs/product.md §12). */
export const DEMO_DELISTED_PRODUCT_NAME = 'Holo Koi Pond';

export const REVIEW_TEXTS = {
  high: [
    'Exactly what my world needed. Dropped it in and it just worked.',
    'Beautiful detail, and the creator answered my question within a day.',
    'Worth every dollar. My visitors keep asking where it is from.',
    'Looks even better in person than in the pictures.',
    'Five stars. Already bought two more things from this store.',
    'Lovely work. Performance is great even with dozens of people around.',
  ],
  mid: [
    'Nice, but the colour options are a bit limited.',
    'Good quality. Took me a while to figure out the settings.',
    'Does the job. I wish it came with a couple more variations.',
    'Solid, though it looks a little different in dark worlds.',
  ],
  low: [
    'Did not work well with my setup, and the docs were thin.',
    'Not what I expected from the pictures.',
    'Too heavy for a busy world. I had to take it out.',
  ],
} as const;

export interface DemoCollection {
  slug: string;
  name: string;
  description: string;
  /** Tags or category slugs a listing needs (any of them) to be picked; `free` picks price 0. */
  pick: { tags?: string[]; categories?: string[]; free?: boolean; staff?: boolean };
}

export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  {
    slug: 'staff-picks',
    name: 'Staff picks',
    description: 'The listings the Lumen team keeps coming back to this month.',
    pick: { staff: true },
  },
  {
    slug: 'free-essentials',
    name: 'Free essentials',
    description: 'Free listings every new builder should grab first.',
    pick: { free: true },
  },
  {
    slug: 'neon-nights',
    name: 'Neon nights',
    description: 'Signs, rain and synths for cities that never sleep.',
    pick: { tags: ['neon', 'cyberpunk', 'synthwave', 'rain'] },
  },
  {
    slug: 'cosy-corners',
    name: 'Cosy corners',
    description: 'Armchairs, tea and a fire: everything for a slow evening.',
    pick: { tags: ['cosy', 'tea', 'fireplace'] },
  },
  {
    slug: 'sound-of-lumen',
    name: 'Sound of Lumen',
    description: 'Music and ambience recorded by Lumen creators.',
    pick: { categories: ['music', 'ambience'] },
  },
];
