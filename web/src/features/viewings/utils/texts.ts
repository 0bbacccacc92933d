// The viewings feature's own labels (the API's texts are in @contract/viewings).
export const PROPOSE_VIEWING = 'Propose a viewing';
export const VIEWING_PROPOSED = 'Viewing proposed.';
