/// Every table the CSV export writes after `answers.csv` and `steps.csv`, one line each, in the
/// order they are written: registering a family's table here is all its trials need to be
/// exported.
enum CSVTables {
    /// Every table.
    static let all: [any CSVTable.Type] = [
        TappingTable.self,
        MemoryTable.self,
        StroopTable.self,
        TouchAbilityTable.self,
        PSATTable.self,
        ScoresTable.self,
        ReactionsTable.self,
        HolePegTable.self,
        TrailMakingTable.self,
        TowerOfHanoiTable.self,
        AmslerGridTable.self,
        TouchReactionsTable.self,
        FlankerTable.self,
        GaitBoutsTable.self,
    ]
}
