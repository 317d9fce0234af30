import type { Domain } from '@/domain/startup'

/** The startups every Seedling starts with (the demo's backend and the server's seed): realistic, across all nine domains, with varied funds. */
export interface SeedStartup {
  slug: string
  name: string
  slogan: string
  founder: string
  domain: Domain[]
  fundsRequired: number
  stocks: number
  founded: string
  websiteLink: string
  description: string
}

export const SEED_STARTUPS: SeedStartup[] = [
  {
    slug: 'krishi-sense',
    name: 'KrishiSense',
    slogan: 'Soil sensors that tell farmers when to water',
    founder: 'Ravi Patil',
    domain: ['Agriculture', 'IT'],
    fundsRequired: 2_500_000,
    stocks: 8,
    founded: '2021-06-14',
    websiteLink: 'https://krishisense.example.in',
    description:
      '## Water where it matters\n\nKrishiSense makes **solar-powered soil-moisture probes** that text a farmer in Marathi, Hindi or Kannada when a field needs water.\n\n- 1,200 farms in Maharashtra and Karnataka\n- 31% less water used on average\n- Sensors cost ₹2,400 each and last five seasons\n\nThe raise pays for a second assembly line in Nashik.',
  },
  {
    slug: 'gaadi-go',
    name: 'GaadiGo',
    slogan: 'Doorstep servicing for two-wheelers',
    founder: 'Imran Qureshi',
    domain: ['Automobile'],
    fundsRequired: 1_800_000,
    stocks: 10,
    founded: '2020-02-03',
    websiteLink: 'https://gaadigo.example.in',
    description:
      '## Your scooter, serviced while you work\n\nGaadiGo sends certified mechanics on electric vans to offices and housing societies.\n\n1. Book in the app\n2. Hand over the keys\n3. Get it back washed and tuned\n\nWe service **9,000 vehicles a month** across Pune and Hyderabad.',
  },
  {
    slug: 'ite-block',
    name: 'IteBlock',
    slogan: 'Bricks from construction waste',
    founder: 'Sunita Rao',
    domain: ['Construction'],
    fundsRequired: 6_000_000,
    stocks: 12,
    founded: '2019-11-21',
    websiteLink: 'https://iteblock.example.in',
    description:
      '## Rubble in, bricks out\n\nIteBlock turns demolition debris into **interlocking blocks** that need no mortar.\n\n> Each block keeps 3 kg of waste out of landfill.\n\nCertified by the Bureau of Indian Standards; supplying three affordable-housing projects.',
  },
  {
    slug: 'padho-pal',
    name: 'PadhoPal',
    slogan: 'A maths tutor on every feature phone',
    founder: 'Ananya Iyer',
    domain: ['Education'],
    fundsRequired: 1_200_000,
    stocks: 6,
    founded: '2022-01-10',
    websiteLink: 'https://padhopal.example.in',
    description:
      '## Learning without data plans\n\nPadhoPal teaches class 6–10 maths over **IVR and SMS**, so it works on any phone.\n\n- 48,000 learners in Bihar and Odisha\n- Lessons in six languages\n- Free for students; schools pay per seat',
  },
  {
    slug: 'reel-rasoi',
    name: 'Reel Rasoi',
    slogan: 'Short cooking shows from home chefs',
    founder: 'Farah Khan',
    domain: ['Entertainment', 'Hospitality'],
    fundsRequired: 900_000,
    stocks: 5,
    founded: '2023-03-08',
    websiteLink: 'https://reelrasoi.example.in',
    description:
      '## Regional recipes, ninety seconds each\n\nReel Rasoi is a video app for **home cooks from small towns**. Viewers order the spice kits used in each episode.\n\nRevenue comes from kits (62%) and brand episodes (38%).',
  },
  {
    slug: 'chai-credit',
    name: 'ChaiCredit',
    slogan: 'Working capital for neighbourhood shops',
    founder: 'Vikram Desai',
    domain: ['Finance'],
    fundsRequired: 12_000_000,
    stocks: 9,
    founded: '2018-08-30',
    websiteLink: 'https://chaicredit.example.in',
    description:
      '## Loans from ₹5,000, approved in minutes\n\nChaiCredit lends to kirana stores using their **UPI sales history** instead of collateral.\n\n| Year | Loans | Default rate |\n| --- | --- | --- |\n| 2024 | 18,000 | 2.1% |\n| 2025 | 41,000 | 1.8% |',
  },
  {
    slug: 'nabz-health',
    name: 'Nabz Health',
    slogan: 'Heart checks at the village pharmacy',
    founder: 'Dr. Meenal Joshi',
    domain: ['Healthcare'],
    fundsRequired: 8_000_000,
    stocks: 11,
    founded: '2020-09-17',
    websiteLink: 'https://nabzhealth.example.in',
    description:
      '## An ECG in five minutes\n\nNabz places a **portable 12-lead ECG** with pharmacists; cardiologists read the results remotely within the hour.\n\n- 340 pharmacies\n- 2,900 referrals that caught a heart condition early',
  },
  {
    slug: 'stay-sutra',
    name: 'StaySutra',
    slogan: 'Homestays run by the families who own them',
    founder: 'Tenzin Dolma',
    domain: ['Hospitality'],
    fundsRequired: 3_500_000,
    stocks: 7,
    founded: '2021-12-01',
    websiteLink: 'https://staysutra.example.in',
    description:
      '## Travel that pays the host\n\nStaySutra gives mountain families a booking page, payments and reviews for a **flat 8% fee**.\n\nListings in Sikkim, Ladakh and Himachal Pradesh; 92% of guests rate their stay 5 stars.',
  },
  {
    slug: 'byte-bazaar',
    name: 'ByteBazaar',
    slogan: 'Online stores for small sellers in an afternoon',
    founder: 'Karthik Menon',
    domain: ['IT', 'Finance'],
    fundsRequired: 5_000_000,
    stocks: 10,
    founded: '2019-04-22',
    websiteLink: 'https://bytebazaar.example.in',
    description:
      "## From WhatsApp catalogue to web store\n\nByteBazaar imports a seller's WhatsApp catalogue and publishes a **store with UPI checkout**.\n\n```\n11,500 stores · ₹38 crore sold in 2025\n```",
  },
  {
    slug: 'green-harvest',
    name: 'Green Harvest',
    slogan: 'Cold storage that runs on the sun',
    founder: 'Prakash Yadav',
    domain: ['Agriculture'],
    fundsRequired: 4_200_000,
    stocks: 9,
    founded: '2020-05-05',
    websiteLink: 'https://greenharvest.example.in',
    description:
      '## Less produce lost after harvest\n\nGreen Harvest rents **solar cold rooms** to farmer groups by the crate.\n\nTomatoes keep 21 days instead of 3, so farmers sell when prices are fair.',
  },
  {
    slug: 'shiksha-loop',
    name: 'ShikshaLoop',
    slogan: 'Second-hand textbooks, delivered',
    founder: 'Neha Gupta',
    domain: ['Education', 'IT'],
    fundsRequired: 700_000,
    stocks: 4,
    founded: '2023-07-19',
    websiteLink: 'https://shikshaloop.example.in',
    description:
      '## Books for half the price\n\nShikshaLoop buys back **textbooks at the end of each year** and sells them to the next batch.\n\n*Launched in Jaipur; 14 schools signed up.*',
  },
  {
    slug: 'rasta-build',
    name: 'RastaBuild',
    slogan: 'Site planning software for small contractors',
    founder: 'Harpreet Singh',
    domain: ['Construction', 'IT'],
    fundsRequired: 2_000_000,
    stocks: 8,
    founded: '2022-10-11',
    websiteLink: 'https://rastabuild.example.in',
    description:
      '## Every bag of cement accounted for\n\nRastaBuild tracks materials, labour and progress photos on **one shared timeline** for builder and client.\n\nUsed on 600 sites; contractors save about 6% on materials.',
  },
  {
    slug: 'dhun-box',
    name: 'DhunBox',
    slogan: 'Licensed Indian music for cafés and shops',
    founder: 'Aditya Bose',
    domain: ['Entertainment'],
    fundsRequired: 1_500_000,
    stocks: 6,
    founded: '2021-03-27',
    websiteLink: 'https://dhunbox.example.in',
    description:
      '## Play it legally\n\nDhunBox streams **curated, licensed playlists** to businesses for ₹499 a month and pays artists per play.',
  },
  {
    slug: 'safar-ev',
    name: 'Safar EV',
    slogan: 'Electric autorickshaws on a lease',
    founder: 'Lakshmi Narayanan',
    domain: ['Automobile', 'Finance'],
    fundsRequired: 15_000_000,
    stocks: 14,
    founded: '2019-01-15',
    websiteLink: 'https://safarev.example.in',
    description:
      '## Own your auto in three years\n\nSafar EV leases **electric three-wheelers** to drivers with a daily payment lower than their fuel bill, and swaps batteries at 80 stations.',
  },
]

/** Investors whose payments the demo starts with. */
export const SEED_INVESTORS = [
  { useruid: 'seed-investor-01', name: 'Meera Shah', email: 'meera.shah@example.com' },
  { useruid: 'seed-investor-02', name: 'Arjun Kapoor', email: 'arjun.kapoor@example.com' },
  { useruid: 'seed-investor-03', name: 'Priya Nair', email: 'priya.nair@example.com' },
]

/** [startup slug, investor index, amount in rupees, days ago] */
export const SEED_PAYMENTS: [string, number, number, number][] = [
  ['chai-credit', 0, 2_400_000, 40],
  ['chai-credit', 1, 1_100_000, 12],
  ['safar-ev', 2, 3_600_000, 30],
  ['safar-ev', 0, 900_000, 4],
  ['nabz-health', 1, 2_750_000, 22],
  ['krishi-sense', 2, 640_000, 18],
  ['krishi-sense', 0, 310_000, 2],
  ['ite-block', 1, 1_250_000, 9],
  ['byte-bazaar', 2, 1_900_000, 27],
  ['stay-sutra', 0, 480_000, 15],
  ['gaadi-go', 1, 215_000, 6],
  ['padho-pal', 2, 95_000, 3],
  ['green-harvest', 0, 1_050_000, 11],
  ['dhun-box', 1, 27_500, 1],
]

/** [startup slug, days ago, title, markdown body]: founders' updates in the demo. */
export const SEED_UPDATES: [string, number, string, string][] = [
  [
    'chai-credit',
    3,
    'Two thousand shops on the app',
    'We crossed **2,000 kirana stores** borrowing through ChaiCredit this month.\n\n- Repayment rate: 97%\n- New city: Pune\n\nThank you to everyone who invested.',
  ],
  [
    'chai-credit',
    20,
    'A bank partner for larger loans',
    'We signed with a cooperative bank, so shops that repay well can borrow up to ₹50,000.',
  ],
  [
    'safar-ev',
    6,
    'First 100 autorickshaws delivered',
    'The first hundred swappable-battery autorickshaws are on the road in Bengaluru.',
  ],
  [
    'krishi-sense',
    12,
    'Monsoon season results',
    'Farms with our probes used **31% less water** this season. The full numbers are in the report.',
  ],
]

/** [startup slug, investor index, days ago, question, answer or null]: questions in the demo. */
export const SEED_QUESTIONS: [string, number, number, string, string | null][] = [
  [
    'chai-credit',
    1,
    9,
    'How do you decide how much credit a shop gets?',
    "From the shop's UPI sales over the last 60 days: the limit starts at one week of sales and grows with every repayment on time.",
  ],
  ['chai-credit', 2, 2, 'Do you plan to lend outside Maharashtra?', null],
]

/** A seeded record's id, by its kind and place in its list: `seed-payment-01`. */
const seedId = (kind: 'founder' | 'payment' | 'update' | 'question', index: number) =>
  `seed-${kind}-${String(index + 1).padStart(2, '0')}`

/*
 * The seeded payments, updates and questions as records in the contract's names, each with how
 * many days before the seeding it happened: the demo and the server store these, each its way.
 */
export const seedPayments = SEED_PAYMENTS.map(([startupid, investor, amount, daysAgo], index) => ({
  _id: seedId('payment', index),
  useruid: SEED_INVESTORS[investor]!.useruid,
  startupid,
  amount,
  daysAgo,
}))
export const seedUpdates = SEED_UPDATES.map(([startupid, daysAgo, title, body], index) => ({
  _id: seedId('update', index),
  startupid,
  title,
  body,
  daysAgo,
}))
export const seedQuestions = SEED_QUESTIONS.map(
  ([startupid, investor, daysAgo, question, answer], index) => ({
    _id: seedId('question', index),
    startupid,
    useruid: SEED_INVESTORS[investor]!.useruid,
    askedBy: SEED_INVESTORS[investor]!.name,
    question,
    answer,
    daysAgo,
  }),
)

/** The seeded startups, each with its founder's uid and what the seeded payments add up to. */
export const seedStartups = SEED_STARTUPS.map((startup, index) => ({
  ...startup,
  ownerUid: seedId('founder', index),
  fundsReceived: seedPayments
    .filter((payment) => payment.startupid === startup.slug)
    .reduce((sum, payment) => sum + payment.amount, 0),
}))
