import t from 'tap';
import {
  INITIAL_NAVBAR_FLAGS,
  NAVBAR_ACTION_TYPES,
  anyMenuOpen,
  navbarFlagsReducer,
  type NavbarAction,
  type NavbarActionType,
  type NavbarFlags,
} from './navbar-flags.ts';

/** All eight combinations of the three flags. */
const ALL_STATES: NavbarFlags[] = [false, true].flatMap((cartOpen) =>
  [false, true].flatMap((accountDropdownOpen) =>
    [false, true].map((mobileNavOpen) => ({ cartOpen, accountDropdownOpen, mobileNavOpen })),
  ),
);

function label(state: NavbarFlags): string {
  return `cart=${state.cartOpen} account=${state.accountDropdownOpen} mobile=${state.mobileNavOpen}`;
}

const act = (type: NavbarActionType): NavbarAction => ({ type }) as NavbarAction;

const closed: NavbarFlags = { cartOpen: false, accountDropdownOpen: false, mobileNavOpen: false };

/**
 * The expected result of every action from every state, written out independently of the reducer's
 * switch, as docs/product.md §4 states it.
 */
function expected(state: NavbarFlags, type: NavbarActionType): NavbarFlags {
  switch (type) {
    case 'toggleAccountDropdown':
      return state.accountDropdownOpen
        ? { ...state, accountDropdownOpen: false }
        : { ...closed, accountDropdownOpen: true };
    case 'closeAccountDropdown':
      return { ...state, accountDropdownOpen: false };
    case 'accountMouseLeave':
      return { cartOpen: false, accountDropdownOpen: false, mobileNavOpen: state.mobileNavOpen };
    case 'toggleCart':
      return state.cartOpen ? { ...state, cartOpen: false } : { ...closed, cartOpen: true };
    case 'openCart':
      return { ...closed, cartOpen: true };
    case 'closeCart':
      return { ...state, cartOpen: false };
    case 'openMobileNav':
      return { ...closed, mobileNavOpen: true };
    case 'closeMobileNav':
      return { ...state, mobileNavOpen: false };
    case 'chooseLink':
    case 'closeAll':
      return closed;
  }
}

t.test('all flags are false initially', async (t) => {
  t.same(INITIAL_NAVBAR_FLAGS, closed);
  t.ok(Object.isFrozen(INITIAL_NAVBAR_FLAGS), 'the shared initial state cannot be mutated');
  t.notOk(anyMenuOpen(INITIAL_NAVBAR_FLAGS));
});

t.test('every action from every state (8 states x 10 actions)', async (t) => {
  t.equal(NAVBAR_ACTION_TYPES.length, 10);
  t.equal(new Set(NAVBAR_ACTION_TYPES).size, NAVBAR_ACTION_TYPES.length, 'no duplicates');
  for (const state of ALL_STATES) {
    for (const type of NAVBAR_ACTION_TYPES) {
      const before = { ...state };
      const next = navbarFlagsReducer(state, act(type));
      t.same(next, expected(state, type), `${type} from ${label(state)}`);
      t.same(state, before, `${type} does not mutate its input`);
    }
  }
});

t.test('an unchanged result is the same object (React skips the render)', async (t) => {
  let unchanged = 0;
  for (const state of ALL_STATES) {
    for (const type of NAVBAR_ACTION_TYPES) {
      const next = navbarFlagsReducer(state, act(type));
      const same =
        next.cartOpen === state.cartOpen &&
        next.accountDropdownOpen === state.accountDropdownOpen &&
        next.mobileNavOpen === state.mobileNavOpen;
      if (same) {
        unchanged += 1;
        t.equal(next, state, `${type} from ${label(state)} returns the input`);
      } else {
        t.not(next, state, `${type} from ${label(state)} returns a new object`);
      }
    }
  }
  t.ok(unchanged > 0);
  t.equal(navbarFlagsReducer(INITIAL_NAVBAR_FLAGS, { type: 'accountMouseLeave' }), INITIAL_NAVBAR_FLAGS);
});

t.test('opening the account menu closes the cart', async (t) => {
  const cart = navbarFlagsReducer(INITIAL_NAVBAR_FLAGS, { type: 'toggleCart' });
  t.same(cart, { ...closed, cartOpen: true });
  const account = navbarFlagsReducer(cart, { type: 'toggleAccountDropdown' });
  t.same(account, { ...closed, accountDropdownOpen: true });
  t.same(navbarFlagsReducer(account, { type: 'toggleAccountDropdown' }), closed, 'toggling again closes it');
});

t.test('opening the cart closes the other dropdowns', async (t) => {
  const account = navbarFlagsReducer(INITIAL_NAVBAR_FLAGS, { type: 'toggleAccountDropdown' });
  t.same(navbarFlagsReducer(account, { type: 'toggleCart' }), { ...closed, cartOpen: true });
  t.same(navbarFlagsReducer(account, { type: 'openCart' }), { ...closed, cartOpen: true });
  const cart = navbarFlagsReducer(INITIAL_NAVBAR_FLAGS, { type: 'openCart' });
  t.equal(navbarFlagsReducer(cart, { type: 'openCart' }), cart, 'opening an open cart changes nothing');
  t.same(navbarFlagsReducer(cart, { type: 'toggleCart' }), closed);
});

t.test('choosing a link closes menus', async (t) => {
  for (const state of ALL_STATES) {
    t.same(navbarFlagsReducer(state, { type: 'chooseLink' }), closed, label(state));
  }
});

t.test('leaving the account menu with the mouse closes both', async (t) => {
  const both: NavbarFlags = { cartOpen: true, accountDropdownOpen: true, mobileNavOpen: false };
  t.same(navbarFlagsReducer(both, { type: 'accountMouseLeave' }), closed);
  const withMobile: NavbarFlags = { cartOpen: true, accountDropdownOpen: true, mobileNavOpen: true };
  t.same(
    navbarFlagsReducer(withMobile, { type: 'accountMouseLeave' }),
    { ...closed, mobileNavOpen: true },
    'the mobile nav is not the account menu: the mouse leaving the account menu leaves it alone',
  );
});

t.test('the mobile nav: opening closes the dropdowns, closing touches nothing else', async (t) => {
  const account = navbarFlagsReducer(INITIAL_NAVBAR_FLAGS, { type: 'toggleAccountDropdown' });
  const mobile = navbarFlagsReducer(account, { type: 'openMobileNav' });
  t.same(mobile, { ...closed, mobileNavOpen: true });
  t.same(navbarFlagsReducer(mobile, { type: 'closeMobileNav' }), closed);
  t.ok(anyMenuOpen(mobile));
});

t.test('from the initial state, any sequence of actions keeps at most one menu open', async (t) => {
  // Breadth-first over every sequence of up to 4 actions: 10 + 100 + 1000 + 10000 sequences.
  let frontier: NavbarFlags[] = [INITIAL_NAVBAR_FLAGS];
  const reachable = new Map<string, NavbarFlags>([[label(INITIAL_NAVBAR_FLAGS), INITIAL_NAVBAR_FLAGS]]);
  let checked = 0;
  for (let depth = 0; depth < 4; depth += 1) {
    const next: NavbarFlags[] = [];
    for (const state of frontier) {
      for (const type of NAVBAR_ACTION_TYPES) {
        const result = navbarFlagsReducer(state, act(type));
        const open = [result.cartOpen, result.accountDropdownOpen, result.mobileNavOpen].filter(Boolean).length;
        if (open > 1) t.fail(`${type} from ${label(state)} opened ${open} menus`);
        checked += 1;
        reachable.set(label(result), result);
        next.push(result);
      }
    }
    frontier = next;
  }
  t.equal(checked, 10 + 100 + 1000 + 10000);
  t.same(
    [...reachable.keys()].sort(),
    [
      label(closed),
      label({ ...closed, cartOpen: true }),
      label({ ...closed, accountDropdownOpen: true }),
      label({ ...closed, mobileNavOpen: true }),
    ].sort(),
    'exactly the four single-menu states are reachable',
  );
});

t.test('anyMenuOpen', async (t) => {
  for (const state of ALL_STATES) {
    t.equal(anyMenuOpen(state), state.cartOpen || state.accountDropdownOpen || state.mobileNavOpen, label(state));
  }
});

t.test('an unknown action from untyped code changes nothing', async (t) => {
  const state: NavbarFlags = { ...closed, cartOpen: true };
  t.equal(navbarFlagsReducer(state, { type: 'explode' } as unknown as NavbarAction), state);
});
